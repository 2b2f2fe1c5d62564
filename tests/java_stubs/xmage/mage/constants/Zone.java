package mage.constants;

/** Stub: XMage's zones. */
public enum Zone {
    ALL, LIBRARY, HAND, GRAVEYARD, BATTLEFIELD, STACK, EXILED, OUTSIDE, COMMAND
}
