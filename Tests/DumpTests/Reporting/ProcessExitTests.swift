import Testing

@testable import Dump

@Suite struct ProcessExitTests {
  @Test func phasesRunInTheirOrderWhateverOrderTheyRegisteredIn() {
    let ran = Locked<[String]>([])
    var work = ProcessExit.Work()
    work.add(.failUndelivered) { ran.withLock { $0.append("check failures") } }
    work.add(.finishWrites) { ran.withLock { $0.append("write") } }
    work.add(.finishWrites) { ran.withLock { $0.append("save for review") } }
    for action in work.ordered { action() }
    #expect(ran.withLock { $0 } == ["write", "save for review", "check failures"])
  }
}
