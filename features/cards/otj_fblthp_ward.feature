Feature: Fblthp, Lost on the Range: ward {2}, and plotting its controller's top card
  Fblthp, Lost on the Range {1}{U}{U} — Legendary Creature — Homunculus 1/1: Ward {2}. You may look at the top
  card of your library any time. The top card of your library has plot. The plot cost is equal to its mana cost.
  You may plot nonland cards from the top of your library.

  CR 702.21a: ward is a triggered ability; whenever the permanent becomes the target of a spell or ability an
  opponent controls, it counters that spell or ability unless that player pays the ward cost. 115.1a-c: a spell
  and an activated ability both become the targeting object as they are put on the stack; 701.6a-b: a countered
  spell goes to its owner's graveyard, a countered ability is removed from the stack. Unsummon {U}: return target
  creature to its owner's hand. Giant Killer's "{1}{W}, {T}: Tap target creature." is an activated ability.
  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card definitions).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Fblthp, Lost on the Range

  @cr:702.21a @cr:701.6a
  Rule: An opponent's spell that targets Fblthp is countered unless its controller pays {2}
    CR 702.21a and 701.6a: Fblthp's ward triggers when an opponent's spell targets it, and counters that spell
    unless its controller pays {2}; the player may pay, or decline even with the mana.

    @id:otj-fblthp-ward-spell-countered
    Scenario: Alice casts Unsummon on Bob's Fblthp and can't pay {2}: ward counters Unsummon
      Given Alice has Unsummon in her hand
      And Alice has {U} in her mana pool
      And Alice will choose Fblthp, Lost on the Range as targets
      When Alice casts Unsummon from her hand
      And all players pass priority until the stack is empty
      Then Bob controls Fblthp, Lost on the Range
      And Alice has Unsummon in her graveyard

    @id:otj-fblthp-ward-spell-paid
    Scenario: Alice pays {2} for ward: Unsummon resolves and Fblthp returns to Bob's hand
      Given Alice has Unsummon in her hand
      And Alice has {U}{C}{C} in her mana pool
      And Alice will choose Fblthp, Lost on the Range as targets
      And Alice will answer the "you may" choices with yes
      When Alice casts Unsummon from her hand
      And all players pass priority until the stack is empty
      Then Bob has Fblthp, Lost on the Range in his hand
      And Alice's mana pool is empty

    @id:otj-fblthp-ward-declined
    Scenario: Alice could pay {2} but declines: ward counters Unsummon and her mana stays in her pool
      Given Alice has Unsummon in her hand
      And Alice has {U}{C}{C} in her mana pool
      And Alice will choose Fblthp, Lost on the Range as targets
      And Alice will answer the "you may" choices with no
      When Alice casts Unsummon from her hand
      And all players pass priority until the stack is empty
      Then Bob controls Fblthp, Lost on the Range
      And Alice has Unsummon in her graveyard
      And Alice's mana pool is {C}{C}

    @id:otj-fblthp-ward-triggers-on-cast
    Scenario: Ward triggers as Unsummon is cast and goes on the stack above it
      Given Alice has Unsummon in her hand
      And Alice has {U} in her mana pool
      And Alice will choose Fblthp, Lost on the Range as targets
      When Alice casts Unsummon from her hand
      Then the stack, from the bottom, holds Unsummon, Fblthp, Lost on the Range's triggered ability

  @cr:702.21a @cr:701.6b
  Rule: An opponent's activated ability that targets Fblthp triggers ward too, and is countered
    CR 702.21a, 115.1b and 701.6b: an activated ability becomes the targeting object as it is activated, so ward
    triggers for it as for a spell; a countered ability is removed from the stack and does nothing.

    @id:otj-fblthp-ward-ability-countered
    Scenario: Alice's Giant Killer targets Bob's Fblthp with its tap ability, and Alice can't pay {2}: Fblthp stays untapped
      Given Alice controls Giant Killer
      And Alice has {W}{C} in her mana pool
      And Alice will choose Fblthp, Lost on the Range as targets
      When Alice activates Giant Killer's "{1}{W}, {T}: Tap target creature." ability
      And all players pass priority until the stack is empty
      Then Fblthp, Lost on the Range is untapped
      And Giant Killer is tapped

    @id:otj-fblthp-ward-ability-paid
    Scenario: Alice pays {2} for ward: Giant Killer's ability resolves and taps Fblthp
      Given Alice controls Giant Killer
      And Alice has {W}{C}{C}{C} in her mana pool
      And Alice will choose Fblthp, Lost on the Range as targets
      And Alice will answer the "you may" choices with yes
      When Alice activates Giant Killer's "{1}{W}, {T}: Tap target creature." ability
      And all players pass priority until the stack is empty
      Then Fblthp, Lost on the Range is tapped

  @cr:702.21a
  Rule: Ward doesn't trigger for its controller's own spells and abilities
    CR 702.21a: ward triggers only for a spell or ability an opponent controls.

    @id:otj-fblthp-ward-own-spell
    Scenario: Bob's own Unsummon on his Fblthp triggers no ward and resolves
      Given it is Bob's precombat main phase
      And Bob has Unsummon in his hand
      And Bob has {U} in his mana pool
      And Bob will choose Fblthp, Lost on the Range as targets
      When Bob casts Unsummon from his hand
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Bob has Fblthp, Lost on the Range in his hand

  @ruling:d661a6033954 @cr:702.170a @cr:401.5
  Rule: Plotting the top card exiles it and pays its plot cost before the new top card may be looked at
    If you plot the top card of your library, you must exile that card and pay its plot cost before you may
    look at the new top card of your library.

    Ruling of Fblthp, Lost on the Range, 2024-04-12 (features/otj.rulings.json; single source:
    wingedsheep/argentum-engine:mtg-sets/2024/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/otj/cards/FblthpLostOnTheRange.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318).
    The plot is one special action (702.170b): the card is exiled and the cost paid in it; only once it is done
    is there a new top card to look at.

    @id:otj-fblthp-plot-top-then-look
    Scenario: Bob plots Grizzly Bears from the top for {1}{G}, then looks at the new top card, Forest
      Given it is Bob's precombat main phase
      And Bob's library, from the top, is Grizzly Bears, Forest and Island
      And Bob has {G}{C} in his mana pool
      When Bob plots Grizzly Bears from the top of his library
      And Bob tries to look at the top card of his library
      Then that is accepted
      And Grizzly Bears is in exile
      And Bob's mana pool is empty
      And the top card of Bob's library is Forest

    @id:otj-fblthp-plot-top-unpaid-stays
    Scenario: Bob can't pay Grizzly Bears' plot cost: the plot is refused, nothing is exiled, and Grizzly Bears is still the top card
      Given it is Bob's precombat main phase
      And Bob's library, from the top, is Grizzly Bears, Forest and Island
      And Bob has {G} in his mana pool
      When Bob tries to plot Grizzly Bears from the top of his library
      Then that is rejected by rule 601.2h
      And the top card of Bob's library is Grizzly Bears
      And Bob's mana pool is {G}
