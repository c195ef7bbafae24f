import Foundation

/// A collection whose iteration order is meaningless, so dumps sort its elements (or keys)
/// to stay deterministic.
///
/// `Dictionary`, `Set`, `NSDictionary` and `NSSet` conform. Conform your own hashed
/// collection when its mirror's order changes from run to run. Sorting costs a small dump of
/// each element and an `O(n log n)` sort.
public protocol _UnorderedCollection {}

extension Dictionary: _UnorderedCollection {}
extension Set: _UnorderedCollection {}
extension NSDictionary: _UnorderedCollection {}
extension NSSet: _UnorderedCollection {}
