#!/usr/bin/env python3
"""The LayoutBench form system built in kiwisolver (PyPI's C++ Cassowary), for `make bench` (CPU time of the process, as LayoutBench reports thread CPU time).

Same constraints, priorities and order as Sources/LayoutBench/FormSystem.swift: N rows of a label and a
text field chained top to bottom, 11 constraints a row, the container width an edit variable (999).
UIKit priorities map onto kiwi strengths as weights that double every 50 points (as LayoutSolver does).
"""
import sys
import time

import kiwisolver as kiwi


def strength(priority):
    return kiwi.strength.required if priority >= 1000 else 2.0 ** (priority / 50.0)


def build(rows, width_value=390.0):
    s = kiwi.Solver()
    width = kiwi.Variable("width")
    s.addEditVariable(width, strength(999))
    s.suggestValue(width, width_value)
    previous_bottom = 20.0
    spacing = []
    for _ in range(rows):
        lx, ly, lw, lh = (kiwi.Variable() for _ in range(4))
        fx, fy, fw, fh = (kiwi.Variable() for _ in range(4))
        c = [
            ((lx - 20 == 0), 1000), ((fx - (lx + lw) - 8 == 0), 1000), ((fx + fw - (width - 20) == 0), 1000),
            ((ly - previous_bottom - 8 == 0), 1000), ((fy - ly == 0), 1000), ((lw - 80 >= 0), 750),
            ((lw - 80 <= 0), 251), ((lh - 21 >= 0), 750), ((lh - 21 <= 0), 250),
            ((fh - lh == 0), 1000), ((fw - 100 >= 0), 1000),
        ]
        for i, (constraint, priority) in enumerate(c):
            constraint = constraint | strength(priority)
            s.addConstraint(constraint)
            if i == 3:
                spacing.append((constraint, ly, previous_bottom))
        previous_bottom = ly + lh
    s.updateVariables()
    return s, width, spacing


def main():
    sizes = [int(a) for a in sys.argv[1:]] or [100, 1000]
    for n in sizes:
        t = time.process_time()
        s, width, spacing = build(n)
        first = (time.process_time() - t) * 1000
        # kiwi has no constant change: remove the spacing constraint and add its replacement.
        old, ly, bottom = spacing[n // 2]
        t = time.process_time()
        s.removeConstraint(old)
        s.addConstraint((ly - bottom - 20 == 0) | "required")
        s.updateVariables()
        change = (time.process_time() - t) * 1000
        t = time.process_time()
        s.suggestValue(width, 800)
        s.updateVariables()
        resize = (time.process_time() - t) * 1000
        print(f"kiwi form {n:6d} rows ({n * 11 + 1:6d} constraints): first {first:9.2f} ms  constant {change:7.3f} ms  resize {resize:7.3f} ms")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
