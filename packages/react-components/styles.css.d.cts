// The stylesheet exports nothing; this declaration lets type checkers resolve its import.
export {};
