// Standard library types whose default mirrors read poorly.

extension Character: CustomDumpRepresentable {
  /// A character dumps as a one-character string: `"a"`.
  public var customDumpValue: Any { String(self) }
}

extension Unicode.Scalar: CustomDumpRepresentable {
  /// A Unicode scalar dumps as a one-scalar string: `"a"`.
  public var customDumpValue: Any { String(self) }
}

extension StaticString: CustomDumpRepresentable {
  /// A static string dumps as a string: `"hello"`.
  public var customDumpValue: Any { "\(self)" }
}

extension AnyHashable: CustomDumpRepresentable {
  /// A type-erased hashable dumps as the value it wraps.
  public var customDumpValue: Any { base }
}

extension ObjectIdentifier: CustomDumpStringConvertible {
  /// `ObjectIdentifier(0x…)`, without the address's leading zeros.
  public var customDumpDescription: String {
    let address = UInt(bitPattern: self)
    return "ObjectIdentifier(0x\(String(address, radix: 16)))"
  }
}

extension SIMD {
  /// The vector's lanes as unlabelled children, so it dumps as `SIMD4<Float>(1.0, 2.0, …)`.
  public var customDumpMirror: Mirror {
    Mirror(self, unlabeledChildren: indices.map { self[$0] })
  }
}

extension SIMD2: CustomDumpReflectable {}
extension SIMD3: CustomDumpReflectable {}
extension SIMD4: CustomDumpReflectable {}

extension AnyKeyPath: CustomDumpStringConvertible {
  /// The key path as written, such as `\User.name`, where the runtime can spell it;
  /// otherwise `KeyPath<User, String>`.
  public var customDumpDescription: String {
    if #available(macOS 13.3, iOS 16.4, watchOS 9.4, tvOS 16.4, *) {
      return debugDescription
    }
    let kind = TypeNameFormatter.name(of: Self.self)
    let root = TypeNameFormatter.name(of: Self.rootType, genericArguments: true)
    let value = TypeNameFormatter.name(of: Self.valueType, genericArguments: true)
    return "\(kind)<\(root), \(value)>"
  }
}
