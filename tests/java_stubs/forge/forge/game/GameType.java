package forge.game;
public enum GameType { Constructed, Puzzle }
