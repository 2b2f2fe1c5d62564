Feature: Dour Port-Mage: other creatures leaving the battlefield without dying, to any other zone
  Dour Port-Mage {1}{U} — Creature — Frog Wizard 1/3: Whenever one or more other creatures you control leave
  the battlefield without dying, draw a card. {1}{U}, {T}: Return another target creature you control to its
  owner's hand.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions, DourPortMage.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 700.4 (dies: put into a
  graveyard from the battlefield), 603.2c ("one or more": one trigger for the event), 603.6c and 603.10a
  (leaves-the-battlefield abilities look back in time: a Dour Port-Mage leaving with the others still sees
  them leave).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice's library, from the top, is Island and Forest

  @ruling:d3d3c546a47f @cr:700.4 @cr:603.2c
  Rule: Creatures going to any zone other than a graveyard make it trigger
    Dour Port-Mage's first ability triggers whenever one or more creatures you control go to any zone other
    than the graveyard from the battlefield. They could be returned to your hand, your library, or exiled, for
    example.

    @id:blb-dour-port-mage-returned-to-hand
    Scenario: Dour Port-Mage returns Grizzly Bears to Alice's hand: its first ability triggers, and Alice draws Island
      Given Alice controls Dour Port-Mage and Grizzly Bears
      And Alice has {U}{C} in her mana pool
      And Alice will choose Grizzly Bears as targets
      When Alice activates Dour Port-Mage's "{1}{U}, {T}" ability
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Dour Port-Mage
      When all players pass priority until the stack is empty
      Then Alice has Grizzly Bears and Island in her hand

    @id:blb-dour-port-mage-dies-no-trigger
    Scenario: Grizzly Bears dies: Dour Port-Mage's first ability doesn't trigger
      Given Alice controls Dour Port-Mage and Grizzly Bears
      And Bob has Lightning Bolt in his hand
      And Bob has {R} in his mana pool
      And Bob will choose Grizzly Bears as targets
      When Alice passes priority
      And Bob casts Lightning Bolt from his hand
      And all players pass priority
      Then no triggered ability is put on the stack
      And Alice has Grizzly Bears in her graveyard
      And Alice has no Island in her hand

  @ruling:45905dc563d0 @cr:603.10a @cr:603.6c
  Rule: Leaving at the same time as the other creatures, Dour Port-Mage still sees them leave
    If Dour-Port Mage leaves the battlefield at the same time one or more other creatures you control leave
    the battlefield without dying, its first ability will still trigger.

    The ruling's words spell the card's name "Dour-Port Mage"; the card is Dour Port-Mage.

    @id:blb-dour-port-mage-leaves-with-others
    Scenario: Bob's Calamitous Tide returns Dour Port-Mage and Grizzly Bears together: the ability triggers, and Alice draws Island
      Given it is Bob's precombat main phase
      And Alice controls Dour Port-Mage and Grizzly Bears
      And Bob has Calamitous Tide in his hand
      And Bob has {U}{U}{C}{C}{C}{C} in his mana pool
      And Bob's library, from the top, is Swamp and Mountain
      And Bob will choose Dour Port-Mage, then Grizzly Bears as targets
      And Bob will choose Swamp to discard
      When Bob casts Calamitous Tide from his hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Dour Port-Mage
      When all players pass priority until the stack is empty
      Then Alice has Dour Port-Mage, Grizzly Bears and Island in her hand

    @id:blb-dour-port-mage-leaves-alone
    Scenario: Dour Port-Mage alone is returned: no other creature left, and the ability doesn't trigger
      Given it is Bob's precombat main phase
      And Alice controls Dour Port-Mage and Grizzly Bears
      And Bob has Calamitous Tide in his hand
      And Bob has {U}{U}{C}{C}{C}{C} in his mana pool
      And Bob's library, from the top, is Swamp and Mountain
      And Bob will choose Dour Port-Mage, then no more as targets
      And Bob will choose Swamp to discard
      When Bob casts Calamitous Tide from his hand
      And all players pass priority
      Then no triggered ability is put on the stack
      And Alice has no Island in her hand
