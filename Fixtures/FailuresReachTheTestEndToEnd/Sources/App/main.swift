import Dump

// An app using Dump: it must link neither test framework, and a failed expectation is a
// warning, not a crash or an exit status.
customDump([1, 2])
print(diff([1, 2], [1, 3]) ?? "no difference")
expectNoDifference([1, 2], [1, 3])
print("app: still running")
