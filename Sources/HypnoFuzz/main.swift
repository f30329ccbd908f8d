import Foundation
import SDLPlatform

// HypnoFuzz: the input fuzzer (`make fuzz`) and the soak test (`make soak`) for HypnoNerd.
let usage = """
usage: HypnoFuzz [--seed S] [--events N] [--timeout SEC] [--size WxH] [--out DIR] [--shrink-seconds SEC] [--stats] [--ignore INVARIANT]
       HypnoFuzz --replay FILE [--timeout SEC] [--size WxH]
       HypnoFuzz --seed S --print-events FROM TO [--size WxH]
       HypnoFuzz soak [--minutes M | --loops N] [--script FILE]... [--interval SEC] [--out DIR] [--same-app]
       HypnoFuzz runloop
  fuzz: random input streams through SDL against the real app; invariants checked after every event;
        a failure prints the seed and the shortest event list that reproduces it (also saved in --out);
        --stats prints the CPU time per event kind at the end; --ignore counts a (known, reported) invariant's
        violations instead of failing on them, to measure a long run past it.
        --print-events: writes events FROM..<TO of the seed's stream (0-based, as failures count them) as a replay
        list; each `relaunch` is preceded by a comment giving its index, so a stretch can be replayed from a launch.
  soak: the demo tour (or the --script files, in order) in a loop, headless, printing resident memory (VmRSS) at intervals; every pass
        launches the app afresh (--same-app: one app throughout, which the tour grows by design).
  runloop: the live run loop on SDL's dummy driver and the system clock: prints, as JSON, how soon
        main-queue work from a background queue is presented and how late timers fire while idle.
"""

// SIGINT and SIGTERM end the fuzzer and the soak whatever the launching process did with them (a blocked or
// ignored signal is inherited across exec): `timeout`, CI and process managers rely on them.
var stopSignals = sigset_t()
sigemptyset(&stopSignals)
sigaddset(&stopSignals, SIGTERM)
sigaddset(&stopSignals, SIGINT)
pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)
signal(SIGTERM, nil)
signal(SIGINT, nil)

let args = Array(CommandLine.arguments.dropFirst())
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("HypnoFuzz: \(message)\n\(usage)\n".utf8))
    exit(2)
}
@MainActor func value(_ i: inout Int) -> String {
    i += 1
    guard i < args.count else { fail("\(args[i - 1]) needs a value") }
    return args[i]
}
func number(_ s: String, _ flag: String) -> Double {
    guard let v = Double(s), v.isFinite, v >= 0 else { fail("\(flag) expects a non-negative number, got '\(s)'") }
    return v
}
func size(_ s: String) -> CGSize {
    let p = s.lowercased().split(separator: "x").compactMap { Double($0) }
    guard p.count == 2, p.allSatisfy({ $0 >= 64 && $0 <= 8192 }) else { fail("--size expects WxH, each 64...8192, got '\(s)'") }
    return CGSize(width: p[0], height: p[1])
}

if args.first == "runloop" { exit(LiveRunLoopProbe.run()) }
if args.first == "soak" {
    var soak = SoakCommand()
    var scriptGiven = false
    var i = 1
    while i < args.count {
        switch args[i] {
        case "--minutes": soak.minutes = number(value(&i), "--minutes")
        case "--loops": soak.loops = Int(number(value(&i), "--loops"))
        case "--script":
            // The first --script replaces the demo tour; more are played after it in each pass.
            if !scriptGiven { soak.scripts = [] }
            scriptGiven = true
            soak.scripts.append(value(&i))
        case "--interval": soak.interval = number(value(&i), "--interval")
        case "--out": soak.outDir = value(&i)
        case "--same-app": soak.sameApp = true
        case "--help", "-h": print(usage); exit(0)
        default: fail("unknown soak option '\(args[i])'")
        }
        i += 1
    }
    exit(soak.run())
}

var fuzz = FuzzCommand()
var child = ChildRun()
var isChild = false
var printRange: Range<Int>?
var i = 0
while i < args.count {
    switch args[i] {
    case "--seed":
        let v = value(&i)
        guard let s = UInt64(v) else { fail("--seed expects a whole number, got '\(v)'") }
        fuzz.seed = s; child.seed = s
    case "--events":
        let v = value(&i)
        guard let n = Int(v), n >= 0 else { fail("--events expects a whole number, got '\(v)'") }
        fuzz.events = n; child.events = n
    case "--timeout": let t = number(value(&i), "--timeout"); fuzz.timeout = t; child.timeout = t
    case "--size": let s = size(value(&i)); fuzz.size = s; child.size = s
    case "--out": fuzz.outDir = value(&i)
    case "--shrink-seconds": fuzz.shrinkSeconds = number(value(&i), "--shrink-seconds")
    case "--replay": child.replayFile = value(&i); isChild = true
    case "--child": isChild = true
    case "--progress": child.progressFile = value(&i)
    case "--result": child.resultFile = value(&i)
    case "--stats": child.stats = true; fuzz.stats = true
    case "--ignore": let name = value(&i); child.ignored.insert(name); fuzz.ignored.append(name)
    case "--print-events":
        let from = Int(number(value(&i), "--print-events")), to = Int(number(value(&i), "--print-events"))
        guard from <= to else { fail("--print-events expects FROM <= TO") }
        printRange = from..<to
    case "--help", "-h": print(usage); exit(0)
    default: fail("unknown option '\(args[i])'")
    }
    i += 1
}
if let printRange {
    // The stream is generated from the seed alone, so this is exactly what a run of the seed feeds the app.
    var generator = FuzzGenerator(seed: fuzz.seed, windowSize: fuzz.size)
    var out = "# HypnoFuzz seed \(fuzz.seed): events \(printRange.lowerBound)..<\(printRange.upperBound) of its stream\n"
    for index in 0..<printRange.upperBound {
        let event = generator.nextEvent()
        guard printRange.contains(index) else { continue }
        if case .relaunch = event { out += "# event \(index)\n" }
        out += event.description + "\n"
    }
    FileHandle.standardOutput.write(Data(out.utf8))
    exit(0)
}
exit(isChild ? child.run() : fuzz.run())
