#!/usr/bin/env python3
"""Fills the English plural forms in translations/tilerummy_en.ts.

English is the source language; its .ts file holds only the messages with a
count (lupdate -pluralonly), written "%n tile(s)" in the source. This writes
each unfinished one's two forms, "(s)" dropped for one and "s" for many
("%n tile", "%n tiles"), and leaves finished ones as they are (edit those by
hand where English needs another word). Run after
`cmake --build build/release --target update_translations`.
"""
import re
import sys

path = sys.argv[1] if len(sys.argv) > 1 else "translations/tilerummy_en.ts"
text = open(path, encoding="utf-8").read()

message = re.compile(r'(<message numerus="yes">.*?</message>)', re.S)


def fill(match):
    block = match.group(1)
    if 'type="unfinished"' not in block:
        return block
    source = re.search(r"<source>(.*?)</source>", block, re.S).group(1)
    one, many = source.replace("(s)", ""), source.replace("(s)", "s")
    forms = f"\n            <numerusform>{one}</numerusform>\n            <numerusform>{many}</numerusform>\n        "
    return re.sub(r'<translation type="unfinished">.*?</translation>', f"<translation>{forms}</translation>", block,
                  flags=re.S)


filled = message.sub(fill, text)
open(path, "w", encoding="utf-8").write(filled)
print(f"{path}: {len(message.findall(filled))} plural messages")
