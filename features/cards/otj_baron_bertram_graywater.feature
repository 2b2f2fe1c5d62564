Feature: Baron Bertram Graywater: a token Baron's ability triggers on its own entering
  Baron Bertram Graywater {2}{W}{B} — Legendary Creature — Vampire Noble 3/4: Whenever one or more tokens you
  control enter, create a 1/1 black Vampire Rogue creature token with lifelink. This ability triggers only once
  each turn. {1}{B}, Sacrifice another creature or artifact: Draw a card.

  Ruling: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions). CR 603.6a: an enters-triggered ability of a permanent triggers on its own entering; 707.2 and
  707.5: a token copy has the copied permanent's abilities as it enters. The ruling's second sentence (a token
  Baron entering beside a nontoken one) isn't shown: both would be legendary with the same name, and the
  reference engine doesn't apply the legend rule (704.5j), whose choice would have to be scripted.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:fbe4652a0f96 @cr:603.6a @cr:707.5 @cr:603.2
  Rule: A token Baron Bertram Graywater triggers for its own entering
    If Baron Bertram Graywater enters under your control and is itself a token, its own ability will trigger
    and you'll create a Vampire Rogue token. If you also control a nontoken Baron Bertram Graywater, that one's
    ability will also trigger, netting you another Vampire Rogue.

    @id:otj-baron-token-copy-triggers-for-itself
    Scenario: Alice's token copy of Bob's Baron triggers as it enters; Bob's Baron doesn't
      The Vampire Rogue token entering doesn't trigger Alice's Baron again: its ability triggers only once each
      turn.

      Given Bob controls Baron Bertram Graywater
      And Alice has Relm's Sketching in her hand
      And Alice has {U}{U}{C}{C} in her mana pool
      And Alice will choose Baron Bertram Graywater as targets
      When Alice casts Relm's Sketching from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Baron Bertram Graywater
      When all players pass priority until the stack is empty
      Then Alice controls 1 Vampire Rogue
      And Bob controls Baron Bertram Graywater and no Vampire Rogue

    @id:otj-baron-nontoken-creature-doesnt-trigger
    Scenario: A nontoken creature entering under Alice's control doesn't trigger her Baron
      Given Alice controls Baron Bertram Graywater
      And Alice has Grizzly Bears in her hand
      And Alice has {G}{C} in her mana pool
      When Alice casts Grizzly Bears from her hand
      And all players pass priority
      Then no triggered ability is put on the stack
      And Alice controls Grizzly Bears and no Vampire Rogue
