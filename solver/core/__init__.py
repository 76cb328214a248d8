"""The expression core both puzzles share: exact numbers and surds with their one key type
(`numbers`, `surds`), the errors (`errors`), expression trees (`tree`) and the reader of typed
expressions (`parse`)."""
