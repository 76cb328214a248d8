"""Slow work as plain objects: what a job is asked (cancel) and tells (progress) while it runs.

A session hands its view a job; the view runs ``job.run(cancel, report)`` in a worker
(app.shell.worker) and gives the result (and what `report` told) back to the session. The job
itself knows nothing of threads or widgets.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

#: Asked now and then by a job: True when it should stop (it then raises solver.Cancelled).
Cancel = Callable[[], bool]
#: Told by a job as it goes: (done, total).
Progress = Callable[[int, int], None]

Result = TypeVar("Result", covariant=True)


class Job(Protocol[Result]):
    """Work a session asks its view to run off the GUI thread."""

    def run(self, cancel: Cancel | None = None, report: Progress | None = None) -> Result:
        """Do the work (in a worker); stops with solver.Cancelled when `cancel` says so, and
        tells how it goes to `report`, if it says anything as it goes (dealing does not)."""
        ...
