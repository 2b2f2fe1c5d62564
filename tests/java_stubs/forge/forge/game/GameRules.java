package forge.game;
public class GameRules { public GameRules(final GameType type) { } }
