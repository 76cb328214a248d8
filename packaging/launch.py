"""The bundle's entry point: start Twenty-Four as the ``twentyfour`` command does."""

import sys

from app.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
