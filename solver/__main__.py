"""``python -m solver``: the command line."""

import contextlib
import os
import sys

from .cli import main

code = main()
# Everything is written by now. A search leaves large caches, and tearing them down at exit (a
# full collection, then freeing every object) took longer than the search itself: 2.5 s after
# listing the 11,143 solutions of 1 2 3 5 6 7 8 in 2.1 s. So the process ends here, at once.
for stream in (sys.stdout, sys.stderr):
    with contextlib.suppress(OSError, ValueError):  # a reader gone or a stream closed
        stream.flush()
os._exit(code)
