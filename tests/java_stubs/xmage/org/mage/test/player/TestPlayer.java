package org.mage.test.player;

/** Stub of the scripted test player. */
public class TestPlayer {
}
