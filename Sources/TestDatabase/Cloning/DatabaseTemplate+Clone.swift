import GRDB

extension DatabaseTemplate {
  /// Makes a fresh in-memory clone of the template, preparing the template first if needed.
  ///
  /// The clone opens a connection on a copy of the prepared template's pages
  /// (`sqlite3_deserialize`), then gets the per-connection setup and the `now()`/`uuid()`
  /// functions. It costs SQLite's own floor for a new database (open a connection, copy the
  /// pages, read the schema) plus GRDB's connection setup, about twice that floor: a fraction
  /// of a millisecond for a schema of a few tables and fifty rows, a tenth of migrating and
  /// seeding (`Benchmarks/README.md` has the figures). Clones are made on several threads at
  /// once without waiting for each other.
  ///
  /// - Throws: ``TestDatabaseError/templatePreparationFailed(template:stage:message:)`` when the
  ///   template could not be prepared (the same error on every call), or
  ///   ``TestDatabaseError/cloneFailed(template:message:)``.
  public func makeClone() throws(TestDatabaseError) -> DatabaseClone {
    let prepared = try prepared()
    do {
      let inputs = prepared.inputs.continued()
      var configuration = Self.configuration(label: "\(name) clone")
      // While the connection opens, so that GRDB's first look at the schema sees the copy.
      configuration.prepareDatabase { clone in
        try prepared.image.open(in: clone)
        try self.setUpConnection(clone, inputs: inputs, schemaIsComplete: prepared.schemaIsComplete)
      }
      let queue = try DatabaseQueue(configuration: configuration)
      return DatabaseClone(queue: queue, inputs: inputs, template: self)
    } catch {
      throw .cloneFailed(template: name, message: String(describing: error))
    }
  }
}
