"""Debian's wapiti (3.0.4) with one correction, run as `/usr/bin/python3 scripts/scan/wapiti.py <wapiti arguments>`.

Its exclusion patterns (`-x`) are compiled as `pattern + r'\\Z(?ms)'`, which Python 3.11 refuses (global flags must
open the expression), so every scan with an exclusion stops before it crawls. The same regular expression with the
flags in front is what that code meant.
"""
import re
import sys

from wapitiCore.main import wapiti
from wapitiCore.net import crawler


def wildcard_translate(pattern):
    return re.compile("(?ms)" + "".join(".*" if char == "*" else re.escape(char) for char in pattern) + r"\Z")


crawler.wildcard_translate = wildcard_translate

if __name__ == "__main__":
    sys.argv[0] = "wapiti"
    sys.exit(wapiti.wapiti_main())
