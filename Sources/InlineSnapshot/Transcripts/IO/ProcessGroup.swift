import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What a command can reach: its process group (the command and what it started), and, where
/// `/proc` lists them, the descendants of those that left the group (`setsid`) while their
/// parents were still in it. A process that left the group and whose parent has exited is
/// nobody's: it cannot be found, and is not killed.
struct ProcessGroup {
  /// The command's process, whose number is the group's.
  let leader: pid_t

  /// Sends `SIGKILL` to every process the command can reach: each is stopped first, round after
  /// round until no new one appears, so that none forks or is orphaned while the others are found.
  func kill() {
    var stopped = Set<pid_t>()
    for _ in 0..<64 {
      let found = ProcessTable.current().reachable(from: leader).subtracting(stopped)
      if found.isEmpty { break }
      for process in found { _ = send(process, SIGSTOP) }
      stopped.formUnion(found)
    }
    // Never this process's own group, whatever went wrong before.
    if leader > 1, leader != getpgrp() { _ = send(-leader, SIGKILL) }
    _ = send(leader, SIGKILL)
    for process in stopped { _ = send(process, SIGKILL) }
  }

  private func send(_ process: pid_t, _ signal: Int32) -> Int32 {
    #if canImport(Darwin)
      Darwin.kill(process, signal)
    #elseif canImport(Glibc)
      Glibc.kill(process, signal)
    #else
      Musl.kill(process, signal)
    #endif
  }
}

/// The processes running now, with their parents and groups, as Linux's `/proc` lists them;
/// empty where there is no `/proc` (there, only the command's group is reached).
struct ProcessTable {
  struct Entry: Equatable {
    var parent: pid_t
    var group: pid_t
  }

  var entries: [pid_t: Entry]

  static func current() -> ProcessTable {
    var entries: [pid_t: Entry] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
      guard let process = pid_t(name),
        let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
        let entry = entry(stat: stat)
      else { continue }
      entries[process] = entry
    }
    return ProcessTable(entries: entries)
  }

  /// The processes in `group`, and their descendants wherever they are, but never this process.
  func reachable(from group: pid_t) -> Set<pid_t> {
    var children: [pid_t: [pid_t]] = [:]
    for (process, entry) in entries { children[entry.parent, default: []].append(process) }
    var queue = entries.filter { $0.value.group == group }.map(\.key)
    var found = Set<pid_t>()
    while let process = queue.popLast() {
      guard found.insert(process).inserted else { continue }
      queue += children[process] ?? []
    }
    found.remove(getpid())
    return found
  }

  /// The fourth and fifth fields of `/proc/PID/stat` (parent, group), after the command name in
  /// parentheses, which may itself hold spaces and parentheses.
  static func entry(stat: String) -> Entry? {
    guard let close = stat.lastIndex(of: ")") else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 2, let parent = pid_t(fields[1]), let group = pid_t(fields[2]) else {
      return nil
    }
    return Entry(parent: parent, group: group)
  }
}
