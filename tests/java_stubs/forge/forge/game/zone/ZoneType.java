package forge.game.zone;
public enum ZoneType { Hand, Library, Graveyard, Battlefield, Exile, Flashback, Command, Stack, Sideboard, Ante, Merged, SchemeDeck, PlanarDeck, AttractionDeck, Junkyard, Subgame, None }
