/// A type that supplies the mirror ``customDump(_:name:indent:maxDepth:redacting:)`` walks
/// instead of its default one.
///
/// Conform to hide, rename, reorder or add fields, or to dump a value as a different shape
/// (set the mirror's `displayStyle`). The fields you list are dumped like any other value.
///
/// ```swift
/// struct Login: CustomDumpReflectable {
///   var email: String
///   var token: String
///   var customDumpMirror: Mirror {
///     Mirror(self, children: ["email": email], displayStyle: .struct)
///   }
/// }
/// customDump(Login(email: "blob@example.com", token: "secret"))
/// // Login(email: "blob@example.com")
/// ```
///
/// A mirror without a display style prints the value's plain description.
/// Macro-generated `_$` properties are shown when a custom mirror lists them.
public protocol CustomDumpReflectable {
  /// The mirror to dump in place of `Mirror(reflecting: self)`. Computed once per dumped value.
  var customDumpMirror: Mirror { get }
}

extension Mirror {
  /// The custom dump mirror of `subject` when it provides one, else its default mirror.
  init(customDumpReflecting subject: Any) {
    if let reflectable = subject as? any CustomDumpReflectable {
      self = reflectable.customDumpMirror
    } else {
      self.init(reflecting: subject)
    }
  }
}
