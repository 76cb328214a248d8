"""``python -m solver``: the command line."""

import gc
import sys

from .cli import main

code = main()
# A search leaves large caches, and the collection Python runs at exit walked every object of
# them: 2.3 s after listing the 11,143 solutions of 1 2 3 5 6 7 8 in about 2 s. Frozen, they are
# left out of it (the exit is otherwise as usual: the workers' resources are released).
gc.freeze()
sys.exit(code)
