"""Lewis & Clark in the window: its table (board, hand, decision bar, Expeditions), dialogs and texts."""
