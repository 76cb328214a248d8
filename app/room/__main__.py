"""``python -m app.room serve …``: the headless host (app.room.cli)."""

import sys

from .cli import main

sys.exit(main())
