"""Reusable widgets: card faces and slots, the list of answers with their working."""
