import Foundation
import GRDB

/// The SQL functions `now()` and `uuid()` that every template and clone connection gets,
/// answering from the connection's ``DeterministicInputs``.
///
/// `now()` returns text in GRDB's date format (`2026-01-01 00:00:00.000`), so that it compares
/// with dates that records store. `uuid()` returns lowercase text, like SQLite's own `uuid()`
/// extension (not in SQLite 3.40), so that triggers written for it behave the same.
/// They are registered after the template's per-connection setup, so they replace any live
/// versions of the same names that the application registers.
public enum DeterministicFunctions {
  /// Registers `now()` and `uuid()` on `db`, reading from `inputs`.
  ///
  /// The template does this for you; call it yourself only on a connection you open by hand.
  public static func register(in db: Database, inputs: DeterministicInputs) {
    db.add(function: DatabaseFunction("now", argumentCount: 0, pure: false) { _ in
      inputs.now().databaseValue
    })
    db.add(function: DatabaseFunction("uuid", argumentCount: 0, pure: false) { _ in
      inputs.uuid().uuidString.lowercased()
    })
  }
}
