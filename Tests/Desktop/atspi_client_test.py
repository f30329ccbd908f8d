#!/usr/bin/python3
"""Desktop accessibility tests: pyatspi as a real AT-SPI client against HypnoNerd in a window.

Run by Tests/Desktop/run-atspi-tests.sh inside a private session bus (dbus-run-session) with Xvfb; the app's
stdout is in the file named by HYPNONERD_LOG. Each check prints PASS/FAIL; the exit status is the number of
failures (0: all passed).
"""
import os
import sys
import time

import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402
import pyatspi  # noqa: E402

LOG = os.environ.get("HYPNONERD_LOG", "")
failures = 0


def check(name, ok, detail=""):
    global failures
    print(("PASS " if ok else "FAIL ") + name + ("" if ok else ": " + detail), flush=True)
    if not ok:
        failures += 1


def wait_for(predicate, timeout=10.0, step=0.1):
    """Polls `predicate` (exceptions count as false) until it returns something truthy or time runs out."""
    deadline = time.monotonic() + timeout
    context = GLib.MainContext.default()
    while True:
        while context.iteration(False):  # deliver events to the listeners
            pass
        try:
            value = predicate()
            if value:
                return value
        except Exception:  # the tree changes under us; try again
            pass
        if time.monotonic() > deadline:
            return None
        time.sleep(step)


def fresh(obj):
    """Drops libatspi's cached names, states and children of `obj` and below, so reads ask the app."""
    Atspi.Accessible.clear_cache(obj)
    return obj


def descendants(obj, depth=0):
    if depth > 12:
        return
    for i in range(obj.childCount):
        child = obj.getChildAtIndex(i)
        if child is None:
            continue
        yield child
        yield from descendants(child, depth + 1)


def find(root, role=None, name=None):
    fresh(root)
    for o in descendants(root):
        if (role is None or o.getRoleName() == role) and (name is None or o.name == name):
            return o
    return None


def find_all(root, role=None, name=None):
    fresh(root)
    return [o for o in descendants(root) if (role is None or o.getRoleName() == role) and (name is None or o.name == name)]


def app_log():
    try:
        with open(LOG, encoding="utf-8", errors="replace") as f:
            return f.read()
    except OSError:
        return ""


def settled(obj, seconds=0.8):
    """Lets a push or tab switch finish sliding (0.35 s) before acting on `obj`, as a person waits: like UIKit,
    the app does not hit views while they animate, so an activation tap during the slide would be dropped."""
    wait_for(lambda: False, timeout=seconds)
    return obj


def do_action(obj, name):
    action = obj.queryAction()
    for i in range(action.nActions):
        if action.getName(i) == name:
            return action.doAction(i)
    raise RuntimeError("no action %r on %s (%s)" % (name, obj.name, [action.getName(i) for i in range(action.nActions)]))


def main():
    desktop = pyatspi.Registry.getDesktop(0)
    app = wait_for(lambda: next((a for a in fresh(desktop) if a is not None and a.name == "HypnoNerd"), None), timeout=20)
    check("the app is registered on the accessibility bus", app is not None, "apps: %s" % [a.name for a in desktop if a])
    if app is None:
        return
    frame = app.getChildAtIndex(0)
    check("the app shows one frame", frame is not None and frame.getRoleName() == "frame")

    # 1. The Hypnotize scene's tree: the text field with its placeholder, the tab bar's five tabs by name.
    entry = wait_for(lambda: find(frame, role="entry"))
    check("the Hypnotize text field is an entry named by its placeholder",
          entry is not None and entry.name == "Hypontize me", entry and entry.name)
    attributes = dict(a.split(":", 1) for a in entry.getAttributes()) if entry else {}
    check("the entry carries its placeholder-text attribute", attributes.get("placeholder-text") == "Hypontize me", str(attributes))
    states = entry.getState() if entry else None
    check("the entry is editable, single-line, enabled and showing",
          states is not None and all(states.contains(s) for s in
                                     (pyatspi.STATE_EDITABLE, pyatspi.STATE_SINGLE_LINE, pyatspi.STATE_ENABLED, pyatspi.STATE_SHOWING)))
    tab_list = find(frame, role="page tab list")
    tabs = [tab_list.getChildAtIndex(i) for i in range(tab_list.childCount)] if tab_list else []
    names = [t.name for t in tabs]
    check("the tab bar lists its five tabs by name", names == ["Hypnotize", "Carousel", "Tag", "Touches", "More"], str(names))
    check("the Hypnotize tab is selected", bool(tabs) and tabs[0].getState().contains(pyatspi.STATE_SELECTED))
    if entry is not None:
        ext = entry.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        check("the entry's extents are its frame in window pixels", (ext.x, ext.y, ext.width, ext.height) == (40, 70, 240, 30),
              str((ext.x, ext.y, ext.width, ext.height)))

    # 2. Typing through EditableText reaches the field's delegate (Return: textFieldShouldReturn logs the text).
    if entry is not None:
        editable = entry.queryEditableText()
        editable.insertText(0, "You are getting sleepy", -1)
        text = wait_for(lambda: fresh(entry).queryText().getText(0, -1) == "You are getting sleepy")
        check("text inserted through EditableText is in the field", bool(text), fresh(entry).queryText().getText(0, -1))
        check("the field is focused while it edits", fresh(entry).getState().contains(pyatspi.STATE_FOCUSED))
        editable.insertText(entry.queryText().characterCount, "\n", -1)
        logged = wait_for(lambda: "You are getting sleepy" in app_log())
        check("Return through EditableText reaches textFieldShouldReturn (the delegate logs the text)", bool(logged), app_log()[-400:])
        labels = wait_for(lambda: len(find_all(frame, role="label", name="You are getting sleepy")) == 20)
        check("the delegate's 20 hypnotic labels are in the tree", bool(labels),
              str(len(find_all(frame, role="label", name="You are getting sleepy"))))

    # 3. Activating the Carousel tab through the Action interface switches the scene.
    carousel = next((t for t in tabs if t.name == "Carousel"), None)
    if carousel is not None:
        check("a tab's first action is click", carousel.queryAction().getName(0) == "click")
        do_action(carousel, "click")
        planes = wait_for(lambda: len(find_all(frame, role="image")) == 5 and find_all(frame, role="image"))
        plane_names = sorted(p.name for p in planes) if planes else []
        check("the Carousel scene shows its five planes", plane_names == ["Plane %d of 5" % i for i in range(1, 6)], str(plane_names))
        check("the Carousel tab is now selected", bool(wait_for(lambda: fresh(carousel).getState().contains(pyatspi.STATE_SELECTED))))
        check("the text field is gone with the Hypnotize scene", find(frame, role="entry") is None)

    # 4. A slider's Value changes through AT-SPI (More -> Catalog -> Sliders; rows are activated by a tap).
    more = next((t for t in tabs if t.name == "More"), None)
    if more is not None:
        do_action(more, "click")
        catalog = wait_for(lambda: find(frame, role="table cell", name="Catalog"))
        check("More lists the Catalog row", catalog is not None)
        if catalog is not None:
            do_action(settled(catalog), "click")
            sliders = wait_for(lambda: find(frame, role="table cell", name="Sliders"))
            check("the Catalog lists the Sliders row", sliders is not None)
            if sliders is not None:
                do_action(settled(sliders), "click")
                slider = wait_for(lambda: find(frame, role="slider"))
                check("the Sliders screen shows a slider", slider is not None)
                if slider is not None:
                    value = slider.queryValue()
                    check("the slider's range is 0...1", (value.minimumValue, value.maximumValue) == (0.0, 1.0),
                          str((value.minimumValue, value.maximumValue)))
                    value.currentValue = 0.75
                    changed = wait_for(lambda: abs(fresh(slider).queryValue().currentValue - 0.75) < 1e-6)
                    check("setting the slider's Value moves it", bool(changed), str(fresh(slider).queryValue().currentValue))
                    logged = wait_for(lambda: "value 0.75" in app_log())
                    check("the slider sent valueChanged (the Catalog logs it)", bool(logged), app_log()[-400:])
                    do_action(slider, "increment")
                    check("the increment action moves it a tenth of its range",
                          bool(wait_for(lambda: abs(fresh(slider).queryValue().currentValue - 0.85) < 1e-6)),
                          str(fresh(slider).queryValue().currentValue))

    # 5. Events: once a client listens, focus moves, screen changes and announcements reach it.
    events = []

    def on_event(event):
        try:
            events.append((event.type, event.source.name if event.source else "", event.detail1,
                           event.any_data if isinstance(event.any_data, str) else None))
        except Exception as e:  # keep listening whatever one event holds
            events.append(("error", repr(e), 0, None))

    listener = Atspi.EventListener.new(on_event)
    for kind in ("object:state-changed:focused", "object:children-changed", "object:announcement"):
        listener.register(kind)
    wait_for(lambda: False, timeout=0.5)          # the registry tells the app someone listens
    tag = next((t for t in tabs if t.name == "Tag"), None)
    if tag is not None:
        do_action(tag, "click")
        check("a tab switch is a screen change for listeners",
              bool(wait_for(lambda: any(e[0].startswith("object:children-changed") for e in events))), str(events[-5:]))
        tag_button = wait_for(lambda: find(frame, role="push button", name="Tag Location"))
        check("the Tag scene shows its Tag Location button", tag_button is not None)
        if tag_button is not None:
            do_action(settled(tag_button), "click")
            description = wait_for(lambda: find(frame, role="text"))
            check("Tag Location shows the description text view", description is not None)
            if description is not None:
                description.queryComponent().grabFocus()
                check("giving the description focus sends a focused event",
                      bool(wait_for(lambda: any(e[0] == "object:state-changed:focused" and e[2] == 1 for e in events))),
                      str(events[-5:]))
            done = wait_for(lambda: find(frame, role="push button", name="Done"))
            check("the Tag Location screen has a Done button", done is not None)
            if done is not None:
                do_action(settled(done), "click")
                said = wait_for(lambda: any(e[0] == "object:announcement" and e[3] == "Tagged" for e in events))
                check("the HUD announces 'Tagged'", bool(said), str(events[-5:]))
    listener.deregister("object:state-changed:focused")


if __name__ == "__main__":
    try:
        main()
    except Exception as e:  # a crash is a failure, with what happened
        import traceback
        traceback.print_exc()
        check("the client ran to the end", False, repr(e))
    print("%d failure(s)" % failures, flush=True)
    sys.exit(min(failures, 100))
