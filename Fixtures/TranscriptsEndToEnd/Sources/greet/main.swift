import Foundation

// A tool as users write them: colours, a file in a fresh temporary folder, both streams, and a
// status of 3. `greet --hang` starts a child that sleeps for GREET_HANG_SECONDS, and waits;
// `greet --build` prints lines that vary, `greet --literal` the wildcards' syntax.
let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "--hang" {
  let child = Process()
  child.executableURL = URL(fileURLWithPath: "/bin/sleep")
  child.arguments = [ProcessInfo.processInfo.environment["GREET_HANG_SECONDS"] ?? "600"]
  try child.run()
  child.waitUntilExit()
  exit(0)
}

// A build's output as tools print it: a duration and a number of steps that differ on every run.
if arguments.first == "--build" {
  print("Building greet")
  for step in 1...Int.random(in: 1...4) { print("[\(step)] compiling") }
  print("Finished in \(String(format: "%.2f", Double.random(in: 0.01...9.99))) s")
  exit(0)
}

// Output that reads as the snapshot wildcards.
if arguments.first == "--literal" {
  print("a [..] b")
  print("...")
  exit(0)
}

let name = arguments.first ?? "world"
let folder = FileManager.default.temporaryDirectory
  .appendingPathComponent("greet-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
let file = folder.appendingPathComponent("greeting.txt")
try Data("Hello, \(name)!\n".utf8).write(to: file)

print("\u{1B}[1;32mHello, \(name)!\u{1B}[0m")
print("Saved to \(file.path)")
FileHandle.standardError.write(Data("\u{1B}[33mwarning:\u{1B}[0m greetings are loud\n".utf8))
exit(3)
