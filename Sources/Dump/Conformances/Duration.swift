import Foundation

extension Duration: CustomDumpStringConvertible {
  /// The duration in words, in English whatever the machine's locale:
  /// `5 seconds, 123 milliseconds`.
  public var customDumpDescription: String {
    formatted(
      .units(
        allowed: [.days, .hours, .minutes, .seconds, .milliseconds, .microseconds, .nanoseconds],
        width: .wide
      )
      .locale(Locale(identifier: "en_US_POSIX"))
    )
  }
}
