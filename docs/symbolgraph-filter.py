#!/usr/bin/env python3
"""Keeps a module's own symbols in its symbol graphs (`make docs`).

A module that re-exports Foundation (`@_exported import Foundation`, as UIKit does) gets every Foundation and Glibc
declaration in its symbol graph; DocC would document them all as the module's. This keeps the symbols the module
declares (their USR names the module, members synthesized on its types, or members and extension blocks it
declares on other modules' types) and the relationships from them.

Usage: symbolgraph-filter.py MODULE FILE...  (rewrites each FILE in place)
"""
import json
import sys


def own(precise, prefix, extension):
    # s:5UIKit... its declarations; ...::SYNTHESIZED::s:5UIKit... members synthesized on its types;
    # ...5UIKitE... members (and extension blocks) it declares in extensions of other modules' types.
    return precise.startswith(prefix) or ("::SYNTHESIZED::" + prefix) in precise or extension in precise


def main():
    module, files = sys.argv[1], sys.argv[2:]
    prefix = "s:%d%s" % (len(module), module)
    extension = "%d%sE" % (len(module), module)
    for path in files:
        with open(path) as f:
            graph = json.load(f)
        before = len(graph["symbols"])
        graph["symbols"] = [s for s in graph["symbols"] if own(s["identifier"]["precise"], prefix, extension)]
        kept = {s["identifier"]["precise"] for s in graph["symbols"]}
        graph["relationships"] = [r for r in graph["relationships"] if r["source"] in kept]
        with open(path, "w") as f:
            json.dump(graph, f)
        print("%s: %d of %d symbols are %s's own" % (path.split("/")[-1], len(kept), before, module))


if __name__ == "__main__":
    main()
