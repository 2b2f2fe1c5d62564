Feature: Rakdos, the Muscle: "Sacrifice another creature: Rakdos gains indestructible until end of turn. Tap it. Activate only once each turn."
  Rakdos, the Muscle {2}{B}{B}{R} — Legendary Creature — Demon Mercenary 6/5 (its whole text, with its rulings:
  otj_rakdos_the_muscle.feature). CR 602.5b (an ability to activate only once each turn), 702.12b
  (indestructible), 701.26a (tap), 701.21a (sacrificing a permanent as a cost); Rakdos's own "whenever you
  sacrifice another creature" ability triggers too (it targets Alice here, so the exiled cards are hers).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Rakdos, the Muscle, Grizzly Bears and Memnite
    And Alice's library, from the top, is Island, Forest, Plains
    And Alice will choose Alice as targets
    And Alice will choose Grizzly Bears to sacrifice

  @cr:602.5b @cr:702.12b
  Rule: Rakdos's ability makes it indestructible and taps it, once each turn
    CR 602.5b: "Activate only once each turn" forbids a second activation that turn; the first one's effect,
    indestructible until end of turn, keeps Rakdos from being destroyed.

    @id:otj-rakdos-indestructible-and-tapped
    Scenario: Alice sacrifices Grizzly Bears: Rakdos is tapped, and Bob's Murder doesn't destroy it
      Given Bob has Murder in his hand
      And Bob has {B}{B}{C} in his mana pool
      And Bob will choose Rakdos, the Muscle as targets
      When Alice activates Rakdos, the Muscle's "Sacrifice another creature:" ability
      And all players pass priority until the stack is empty
      Then Rakdos, the Muscle is tapped
      And Alice has Grizzly Bears in her graveyard
      When Alice passes priority
      And Bob casts Murder from his hand
      And all players pass priority until the stack is empty
      Then Alice controls Rakdos, the Muscle
      And Bob has Murder in his graveyard

    @id:otj-rakdos-second-activation-refused
    Scenario: A second activation the same turn, sacrificing Memnite, is refused
      When Alice activates Rakdos, the Muscle's "Sacrifice another creature:" ability
      And all players pass priority until the stack is empty
      And Alice tries to activate Rakdos, the Muscle's "Sacrifice another creature:" ability
      Then that is rejected by rule 602.5b
      And Alice controls Memnite
