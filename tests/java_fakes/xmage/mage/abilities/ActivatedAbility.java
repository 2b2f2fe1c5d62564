package mage.abilities;

/** A fake of XMage's ActivatedAbility, binary-compatible with its stub, whose ActivationStatus answers. */
public interface ActivatedAbility extends Ability {
    ActivationStatus canActivate(java.util.UUID playerId, mage.game.Game game);

    final class ActivationStatus {
        private final boolean can;

        public ActivationStatus(boolean can) {
            this.can = can;
        }

        public boolean canActivate() {
            return can;
        }
    }
}
