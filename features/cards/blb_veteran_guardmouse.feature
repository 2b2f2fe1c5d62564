Feature: Veteran Guardmouse: its valiant ability scries 1 even if Veteran Guardmouse has left the battlefield
  Veteran Guardmouse {3}{R/W} — Creature — Mouse Soldier 3/4: Valiant — Whenever this creature becomes the target
  of a spell or ability you control for the first time each turn, it gets +1/+0 and gains first strike until end
  of turn. Scry 1.

  Ruling: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card definitions).
  CR 207.2c (valiant is an ability word), 115.1a and 603.2 (the ability triggers as Alice's spell targets it),
  603.3 (it goes on the stack above that spell), 611.2c (the +1/+0 affects only Veteran Guardmouse as the object
  it is: gone, it affects nothing), 608.2b and 701.22a (the ability has no target, so it resolves and Alice
  scries 1, answered as the choice "to put on the bottom"). Crumb and Get It is cast with no gift promised:
  "Target creature you control gets +2/+2 until end of turn."

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice's library, from the top, is Island, Forest
    And Alice controls Veteran Guardmouse
    And Alice has Crumb and Get It in her hand
    And Alice has {W} in her mana pool
    And Alice will choose no one to promise the gift to
    And Alice will choose Veteran Guardmouse as targets
    And Alice will choose Island to put on the bottom

  @ruling:fd5ec374b26d @cr:701.22a @cr:608.2b @cr:611.2c
  Rule: The valiant ability scries 1 whether or not Veteran Guardmouse is still on the battlefield
    If Veteran Guardmouse leaves the battlefield before its ability resolves, you'll still scry 1.

    @id:blb-veteran-guardmouse-fd5ec3
    Scenario: Bob destroys Veteran Guardmouse in response to its valiant ability: Alice still scries 1
      Given Bob has Murder in his hand
      And Bob has {B}{B}{C} in his mana pool
      And Bob will choose Veteran Guardmouse as targets
      When Alice casts Crumb and Get It from her hand
      Then the stack, from the bottom, holds Crumb and Get It and Veteran Guardmouse's triggered ability
      When Alice passes priority
      And Bob casts Murder from his hand
      And all players pass priority
      Then Alice has Veteran Guardmouse in her graveyard
      And the stack, from the bottom, holds Crumb and Get It and Veteran Guardmouse's triggered ability
      When all players pass priority
      Then the top card of Alice's library is Forest
      And the stack, from the bottom, holds Crumb and Get It

    @id:blb-veteran-guardmouse-fd5ec3-stays
    Scenario: Veteran Guardmouse stays on the battlefield: it gets +1/+0 and Alice scries 1, then Crumb and Get It resolves
      When Alice casts Crumb and Get It from her hand
      And all players pass priority
      Then Veteran Guardmouse is 4/4
      And the top card of Alice's library is Forest
      And the stack, from the bottom, holds Crumb and Get It
      When all players pass priority
      Then Veteran Guardmouse is 6/6
