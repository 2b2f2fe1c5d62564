package forge;
public abstract class LobbyPlayer { }
