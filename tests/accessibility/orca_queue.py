"""What Orca 43 queues of an application's AT-SPI events, and its flood rule.

Orca (src/orca/scripts/default.py, getListeners) listens to the event types in
LISTENED; its event manager (src/orca/event_manager.py, _ignore) drops some
before they are queued: a name change of a label, list item, list, table row
or cell, icon, canvas, section or menu; a "showing" change of anything but an
alert, notification, dialog, panel (shown and named), tool tip, status bar,
info bar, menu or animation; a "sensitive" change of a panel, filler or menu
item; a push button's "unselected". What is left waits in one queue. When
more than FLOOD (50) wait (_inFlood) and a focus, selection or window event
comes, the queue is pruned (_pruneEventsDuringFlood) of every name,
description, showing, sensitive, text and children change that is not of the
focused object: a notification the game shows to be spoken is lost. Orca
reads a queued event in a few milliseconds (one that is not of the focus it
only looks at), so its queue holds what comes faster than that: the bound is
at most FLOOD events that Orca queues within any WINDOW seconds of a burst of
the game (its start, a hint, a turn of another seat). The old game sent a
hint's 82 description changes of tiles at once, as the move began and ended.
"""

FLOOD = 50
WINDOW = 1.0

LISTENED = (
    "object:property-change:accessible-name",
    "object:property-change:accessible-description",
    "object:property-change:accessible-value",
    "object:text-caret-moved",
    "object:text-changed:delete",
    "object:text-changed:insert",
    "object:active-descendant-changed",
    "object:children-changed:add",
    "object:children-changed:remove",
    "object:state-changed:active",
    "object:state-changed:busy",
    "object:state-changed:focused",
    "object:state-changed:showing",
    "object:state-changed:checked",
    "object:state-changed:pressed",
    "object:state-changed:indeterminate",
    "object:state-changed:expanded",
    "object:state-changed:selected",
    "object:state-changed:sensitive",
    "object:text-attributes-changed",
    "object:text-selection-changed",
    "object:selection-changed",
    "object:value-changed",
    "object:column-reordered",
    "object:row-reordered",
    "window:activate",
    "window:deactivate",
    "window:create",
    "window:destroy",
)

_NAME_IGNORED = {"canvas", "icon", "label", "list item", "list", "section", "table row", "table cell", "menu",
                 "menu item"}
_SHOWING_KEPT = {"alert", "animation", "info bar", "menu", "notification", "dialog", "panel", "status bar",
                 "tool tip"}
_SENSITIVE_IGNORED = {"menu item", "menu", "filler", "panel", "check menu item", "radio menu item"}


def queued(kind, role, name, detail1):
    """Whether Orca 43 queues an event of this kind from an object of this role (the name it has now)."""
    if kind.startswith("object:property-change:accessible-name") and role in _NAME_IGNORED:
        return False
    if kind.startswith("object:state-changed:showing"):
        if role not in _SHOWING_KEPT:
            return False
        if role == "panel" and (not detail1 or not name):
            return False
    if kind.startswith("object:state-changed:sensitive") and role in _SENSITIVE_IGNORED:
        return False
    if kind.startswith("object:state-changed:selected") and not detail1 and role == "push button":
        return False
    return True


def densest(times):
    """The most of `times` (seconds, in order) within any WINDOW seconds."""
    most, first = 0, 0
    for last, t in enumerate(times):
        while t - times[first] > WINDOW:
            first += 1
        most = max(most, last - first + 1)
    return most


def summary(events):
    """'41 events: 20 object:state-changed:showing, ...', the kinds most sent first."""
    counts = {}
    for e in events:
        key = "%s (%s)" % (e[0], e[1])
        counts[key] = counts.get(key, 0) + 1
    ordered = sorted(counts.items(), key=lambda item: -item[1])
    return "%d events: %s" % (len(events), ", ".join("%d %s" % (n, k) for k, n in ordered[:8]))
