Feature: Fblthp, Lost on the Range: the top card of its controller's library has plot
  Fblthp, Lost on the Range {1}{U}{U} — Legendary Creature — Homunculus 1/1: Ward {2} (declared not modelled:
  no scenario targets Fblthp). You may look at the top card of your library any time. The top card of your
  library has plot. The plot cost is equal to its mana cost. You may plot nonland cards from the top of your
  library.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions). CR 702.170a (plot, and a plot cost), 702.170b (a special action), 702.170d (cast on a later
  turn without paying its mana cost), 601.3 (an effect allowing an action from another zone).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Fblthp, Lost on the Range
    And Bob's library, from the top, is Mountain and Mountain

  @ruling:59655284459b @cr:702.170a
  Rule: A top card with plot of its own may be plotted for its own plot cost or for its mana cost
    If the top card of your library normally has plot, you may plot that card using its own plot cost or the
    plot cost given to it by Fblthp.

    @id:otj-fblthp-own-plot-cost
    Scenario: Blacksnag Buzzard on top is plotted for its own plot cost, {1}{B}
      Given Alice's library, from the top, is Blacksnag Buzzard and Forest
      And Alice has {B}{C} in her mana pool
      And Alice will choose {1}{B} as the plot cost
      When Alice plots Blacksnag Buzzard from the top of her library
      Then Blacksnag Buzzard is in exile
      And Alice's mana pool is empty
      And the top card of Alice's library is Forest

    @id:otj-fblthp-given-plot-cost
    Scenario: Blacksnag Buzzard on top is plotted for the plot cost Fblthp gives it, its mana cost {2}{B}
      Given Alice's library, from the top, is Blacksnag Buzzard and Forest
      And Alice has {B}{C}{C} in her mana pool
      And Alice will choose {2}{B} as the plot cost
      When Alice plots Blacksnag Buzzard from the top of her library
      Then Blacksnag Buzzard is in exile
      And Alice's mana pool is empty

    @id:otj-fblthp-land-not-plotted
    Scenario: A land card on top can't be plotted: only nonland cards may be
      Given Alice's library, from the top, is Forest and Blacksnag Buzzard
      And Alice has {B}{C}{C} in her mana pool
      When Alice tries to plot Forest from the top of her library
      Then that is rejected by rule 702.170a
      And the top card of Alice's library is Forest

  @ruling:d06d1befdcef @cr:702.170d
  Rule: A card plotted from the top of the library can't be cast on the turn it became plotted
    You can't cast a plotted card on the same turn it became plotted.

    @id:otj-fblthp-plotted-cast-same-turn-refused
    Scenario: Grizzly Bears plotted from the top for {1}{G} can't be cast from exile this turn
      Given Alice's library, from the top, is Grizzly Bears, Forest and Forest
      And Alice has {G}{C} in her mana pool
      When Alice plots Grizzly Bears from the top of her library
      And Alice tries to cast Grizzly Bears from exile
      Then that is rejected by rule 702.170d
      And Grizzly Bears is in exile

    @id:otj-fblthp-plotted-cast-next-turn
    Scenario: On her next turn Alice casts the plotted Grizzly Bears from exile with no mana
      Given Alice's library, from the top, is Grizzly Bears, Forest and Forest
      And Alice has {G}{C} in her mana pool
      When Alice plots Grizzly Bears from the top of her library
      And the game advances to Bob's precombat main phase
      And the game advances to Alice's precombat main phase
      And Alice casts Grizzly Bears from exile
      And all players pass priority until the stack is empty
      Then Alice controls Grizzly Bears
