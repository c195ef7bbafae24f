/// A failing assertion: what it says, and the call it failed at.
package struct AssertionFailure: Sendable {
  package var message: String
  package var site: CallSite

  package init(_ message: String, at site: CallSite) {
    self.message = message
    self.site = site
  }

  /// The place as compilers print it, `Module/File.swift:12`.
  var place: String { "\(site.fileID):\(site.line)" }
}
