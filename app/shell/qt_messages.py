"""Qt's own messages (the warnings it writes to stderr): some left out, every other one passed
on as before.

    leave_out_of_qt_messages(lambda message: message in QUIET)   # never said
    leave_out_of_qt_messages(after_once("PulseAudioService: …"))  # said once a run
"""

from __future__ import annotations

import sys
from collections.abc import Callable


def leave_out_of_qt_messages(leave_out: Callable[[str], bool]) -> None:
    """Leave out of Qt's messages those `leave_out` says yes to; every other one goes on as
    before (to the handler installed before, or to stderr as Qt writes it)."""
    from PyQt5.QtCore import (
        QMessageLogContext,
        QtMsgType,
        qFormatLogMessage,
        qInstallMessageHandler,
    )

    def handle(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if leave_out(message):
            return
        if previous is not None:
            previous(kind, context, message)
        else:
            sys.stderr.write(qFormatLogMessage(kind, context, message) + "\n")

    previous = qInstallMessageHandler(handle)


def after_once(start: str) -> Callable[[str], bool]:
    """A `leave_out` that says yes to every message beginning with `start` but the first."""
    said = False

    def leave_out(message: str) -> bool:
        nonlocal said
        if not message.startswith(start):
            return False
        if said:
            return True
        said = True
        return False

    return leave_out
