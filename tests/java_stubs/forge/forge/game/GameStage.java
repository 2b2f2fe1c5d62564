package forge.game;
public enum GameStage { BeforeMulligan, Mulligan, Play, RestartedByKarn, GameOver }
