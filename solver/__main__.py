"""``python -m solver``: the command line."""

import sys

from .cli import command

sys.exit(command())
