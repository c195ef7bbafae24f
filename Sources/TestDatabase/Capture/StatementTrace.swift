import Dump
import GRDB
import GRDBSQLite

/// Lets captures of one connection nest, and tells who ran each statement.
///
/// SQLite keeps a single trace per connection, so a capture started inside another (an
/// `assertQuery` inside `captureStatements`, say) would otherwise switch the outer one off.
/// Every capture listens here instead, and the connection's trace stays installed while any
/// listener remains. The trace is SQLite's own (`sqlite3_trace_v2`), because telling a
/// statement from its triggers and foreign key actions needs the statement handle and the end
/// of each execution, which GRDB's trace events do not give.
enum StatementTrace {
  typealias Listener = @Sendable (CapturedStatement) -> Void

  /// Calls `listener` with every statement `db` executes until ``stopListening(_:on:)``.
  ///
  /// - Returns: The id to stop listening with.
  static func listen(on db: Database, _ listener: @escaping Listener) -> Int {
    let connection = ObjectIdentifier(db)
    let (id, newTrace) = registry.withLock { state -> (Int, ConnectionTrace?) in
      state.nextID += 1
      if let trace = state.byConnection[connection] {
        trace.add(state.nextID, listener)
        return (state.nextID, nil)
      }
      let trace = ConnectionTrace()
      trace.add(state.nextID, listener)
      state.byConnection[connection] = trace
      return (state.nextID, trace)
    }
    if let newTrace {
      // Read before the trace starts, so that it is not traced.
      newTrace.setShadowTables(Self.shadowTables(db))
      sqlite3_trace_v2(
        db.sqliteConnection,
        UInt32(SQLITE_TRACE_STMT | SQLITE_TRACE_PROFILE),
        traceCallback,
        Unmanaged.passUnretained(newTrace).toOpaque()
      )
    }
    return id
  }

  /// Stops the listener registered as `id`; the last one to stop removes the connection's trace.
  static func stopListening(_ id: Int, on db: Database) {
    let connection = ObjectIdentifier(db)
    let finished = registry.withLock { state -> ConnectionTrace? in
      guard let trace = state.byConnection[connection], trace.remove(id) else { return nil }
      state.byConnection[connection] = nil
      return trace
    }
    if let finished {
      sqlite3_trace_v2(db.sqliteConnection, 0, nil, nil)
      // Kept alive until SQLite no longer holds a pointer to it.
      withExtendedLifetime(finished) {}
    }
  }

  private struct Registry {
    var nextID = 0
    var byConnection: [ObjectIdentifier: ConnectionTrace] = [:]
  }

  private static let registry = Locked(Registry())

  private static func shadowTables(_ db: Database) -> Set<String> {
    // `table_list` is SQLite 3.37 or later; without it, the data_version rule still applies.
    let names = (try? String.fetchAll(db, sql: "SELECT name FROM pragma_table_list WHERE type = 'shadow'")) ?? []
    return Set(names.map { $0.lowercased() })
  }
}

// The listeners and the classifier of one connection, which SQLite's callback reaches.
private final class ConnectionTrace: Sendable {
  private struct State {
    var listeners: [(id: Int, listener: StatementTrace.Listener)] = []
    var classifier = TraceClassifier(shadowTables: [])
  }

  private let state = Locked(State())

  func add(_ id: Int, _ listener: @escaping StatementTrace.Listener) {
    state.withLock { $0.listeners.append((id, listener)) }
  }

  /// Removes a listener; returns whether none remain.
  func remove(_ id: Int) -> Bool {
    state.withLock { state in
      state.listeners.removeAll { $0.id == id }
      return state.listeners.isEmpty
    }
  }

  func setShadowTables(_ names: Set<String>) {
    state.withLock { $0.classifier.shadowTables = names }
  }

  func started(handle: OpaquePointer, text: String) {
    let (statement, listeners) = state.withLock { state in
      let statement = state.classifier.started(handle: UInt(bitPattern: handle), text: text) {
        guard let expanded = sqlite3_expanded_sql(handle) else { return text }
        defer { sqlite3_free(expanded) }
        return String(cString: expanded)
      }
      return (statement, state.listeners)
    }
    for (_, listener) in listeners { listener(statement) }
  }

  func finished(handle: OpaquePointer) {
    state.withLock { $0.classifier.finished(handle: UInt(bitPattern: handle)) }
  }
}

private let traceCallback: @convention(c) (
  UInt32, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
) -> Int32 = { event, context, statement, text in
  guard let context, let statement else { return 0 }
  let trace = Unmanaged<ConnectionTrace>.fromOpaque(context).takeUnretainedValue()
  let handle = OpaquePointer(statement)
  if event == UInt32(SQLITE_TRACE_STMT), let text {
    trace.started(handle: handle, text: String(cString: text.assumingMemoryBound(to: CChar.self)))
  } else if event == UInt32(SQLITE_TRACE_PROFILE) {
    trace.finished(handle: handle)
  }
  return 0
}
