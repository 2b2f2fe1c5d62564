package forge.game.player;
public class RegisteredPlayer {
    public RegisteredPlayer(forge.deck.Deck deck) { }
    public RegisteredPlayer setPlayer(forge.LobbyPlayer player0) { return this; }
}
