import Dump
import GRDB

/// Lets captures of one connection nest.
///
/// SQLite keeps a single trace per connection, so a capture started inside another (an
/// `assertQuery` inside `captureStatements`, say) would otherwise switch the outer one off.
/// Every capture listens here instead, and the connection's trace stays installed while any
/// listener remains.
enum StatementTrace {
  typealias Listener = @Sendable (CapturedStatement) -> Void

  private struct Registration {
    var id: Int
    var listener: Listener
  }

  private struct Registry {
    var nextID = 0
    var byConnection: [ObjectIdentifier: [Registration]] = [:]
  }

  private static let registrations = Locked(Registry())

  /// Calls `listener` with every statement `db` executes until ``stopListening(_:on:)``.
  ///
  /// - Returns: The id to stop listening with.
  static func listen(on db: Database, _ listener: @escaping Listener) -> Int {
    let connection = ObjectIdentifier(db)
    let (id, isFirst) = registrations.withLock { state in
      state.nextID += 1
      let isFirst = state.byConnection[connection, default: []].isEmpty
      state.byConnection[connection, default: []].append(
        Registration(id: state.nextID, listener: listener))
      return (state.nextID, isFirst)
    }
    if isFirst {
      db.trace(options: .statement) { event in
        guard case .statement(let statement) = event else { return }
        let entry = CapturedStatement(sql: statement.sql, expandedSQL: statement.expandedSQL)
        let listeners = registrations.withLock { $0.byConnection[connection] ?? [] }
        for registration in listeners { registration.listener(entry) }
      }
    }
    return id
  }

  /// Stops the listener registered as `id`; the last one to stop removes the connection's trace.
  static func stopListening(_ id: Int, on db: Database) {
    let connection = ObjectIdentifier(db)
    let isLast = registrations.withLock { state in
      state.byConnection[connection]?.removeAll { $0.id == id }
      guard state.byConnection[connection]?.isEmpty ?? true else { return false }
      state.byConnection[connection] = nil
      return true
    }
    if isLast { db.trace(options: []) }
  }
}
