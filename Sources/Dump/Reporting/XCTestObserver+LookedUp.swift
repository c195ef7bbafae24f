#if !canImport(Darwin)
  import Foundation

  /// An observer of swift-corelibs-xctest that tells ``XCTestFailureWatch`` of each failure a
  /// test case took, registered through XCTest's symbols: Dump links no test framework, so it
  /// cannot declare a conformance to `XCTestObservation`.
  ///
  /// An `XCTestObservation` value is the observer object and a table of its seven methods, in
  /// the protocol's order. ``XCTestObservationMirror`` declares the same methods in the same order, each
  /// class parameter as `AnyObject` (any class reference is passed alike), so the observer's
  /// table for it is one XCTest can call. It is registered only when XCTest's protocol still
  /// has exactly these seven methods, with these signatures (the mangled names of their
  /// default implementations spell them).
  enum XCTestObserverLookedUp {
    /// Whether the observer is registered; tried on the first failure sent to XCTest. XCTest's
    /// observer list has no lock, so this races with a notification on another thread only at
    /// that first failure.
    static let isRegistered: Bool = register()

    private static func register() -> Bool {
      guard
        protocolMatches(),
        let shared = symbol("$s6XCTest0A17ObservationCenterC6sharedACvgZ"),
        let addTestObserver = symbol(
          "$s6XCTest0A17ObservationCenterC15addTestObserveryyAA0aB0_pF")
      else { return false }
      let center = unsafeBitCast(shared, to: (@convention(thin) () -> AnyObject).self)()
      // A method takes its object where a closure takes its context: a closure made of the
      // method and the center calls it on the center. Kept in a struct, which no generic
      // abstraction wraps.
      struct Method { let call: (AnyObject, UnsafeRawPointer) -> Void }
      let add = unsafeBitCast((addTestObserver, center), to: Method.self)
      let observer = unsafeBitCast(
        Observer() as any XCTestObservationMirror, to: (AnyObject, UnsafeRawPointer).self)
      add.call(observer.0, observer.1)
      return true
    }

    /// The default implementations of `XCTestObservation`'s requirements, in its order.
    private static let requirements = [
      "$s6XCTest0A11ObservationPAAE19testBundleWillStartyy10Foundation0D0CF",
      "$s6XCTest0A11ObservationPAAE18testSuiteWillStartyyAA0aD0CF",
      "$s6XCTest0A11ObservationPAAE17testCaseWillStartyyAA0aD0CF",
      "$s6XCTest0A11ObservationPAAE8testCase_22didFailWithDescription6inFile6atLineyAA0aD0C_S2SSgSitF",
      "$s6XCTest0A11ObservationPAAE17testCaseDidFinishyyAA0aD0CF",
      "$s6XCTest0A11ObservationPAAE18testSuiteDidFinishyyAA0aD0CF",
      "$s6XCTest0A11ObservationPAAE19testBundleDidFinishyy10Foundation0D0CF",
    ]

    /// Whether `XCTestObservation` is a protocol of seven instance methods whose defaults have
    /// the signatures ``XCTestObservationMirror`` mirrors.
    private static func protocolMatches() -> Bool {
      guard let descriptor = symbol("$s6XCTest0A11ObservationMp"),
        requirements.allSatisfy({ symbol($0) != nil })
      else { return false }
      // A protocol's descriptor: flags, parent, name, the counts of its signature's
      // requirements and of its own, associated type names (32 bits each); then the signature's
      // requirements (12 bytes each) and its own (flags and default, 4 bytes each).
      let header = descriptor.assumingMemoryBound(to: UInt32.self)
      let (kind, inSignature, count) = (header[0] & 0x1F, Int(header[3]), Int(header[4]))
      let isProtocol = kind == 3
      guard isProtocol, count == requirements.count else { return false }
      let own = descriptor.advanced(by: 24 + 12 * inSignature).assumingMemoryBound(to: UInt32.self)
      // Each an instance method (kind 1, flag 0x10), neither async nor anything else.
      return (0..<count).allSatisfy { own[2 * $0] == 0x11 }
    }

    private static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
      TestFrameworks.symbol(name, in: "XCTest")
    }
  }

  /// `XCTestObservation`'s requirements, in its order; `package`, so that the optimizer keeps
  /// the methods of a conformance that only XCTest calls.
  package protocol XCTestObservationMirror: AnyObject {
    func testBundleWillStart(_ testBundle: AnyObject)
    func testSuiteWillStart(_ testSuite: AnyObject)
    func testCaseWillStart(_ testCase: AnyObject)
    func testCase(
      _ testCase: AnyObject, didFailWithDescription description: String,
      inFile filePath: String?, atLine lineNumber: Int)
    func testCaseDidFinish(_ testCase: AnyObject)
    func testSuiteDidFinish(_ testSuite: AnyObject)
    func testBundleDidFinish(_ testBundle: AnyObject)
  }

  private final class Observer: XCTestObservationMirror {
    func testBundleWillStart(_ testBundle: AnyObject) {}
    func testSuiteWillStart(_ testSuite: AnyObject) {}
    func testCaseWillStart(_ testCase: AnyObject) {}
    func testCase(
      _ testCase: AnyObject, didFailWithDescription description: String,
      inFile filePath: String?, atLine lineNumber: Int
    ) {
      XCTestFailureWatch.observedFailure()
    }
    func testCaseDidFinish(_ testCase: AnyObject) {}
    func testSuiteDidFinish(_ testSuite: AnyObject) {}
    func testBundleDidFinish(_ testBundle: AnyObject) {}
  }
#endif
