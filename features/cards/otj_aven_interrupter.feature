Feature: Aven Interrupter: the spell it exiles becomes plotted, and its owner casts it later as a new spell
  Aven Interrupter {1}{W}{W} — Creature — Bird Rogue 2/2: Flash. Flying. When this creature enters, exile target
  spell. It becomes plotted. Spells your opponents cast from graveyards or from exile cost {2} more to cast.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions). CR 702.8a (flash), 702.170c (becoming plotted), 702.170d (a plotted card is cast on a later
  turn without paying its mana cost), 601.2f and 118.9d (a cost increase is still paid), 400.7 (a card that
  changes zones is a new object), 608.2b.

  Background:
    Given a game between Alice and Bob
    And it is Bob's precombat main phase
    And Alice has Aven Interrupter in her hand
    And Alice has {W}{W}{C} in her mana pool
    And Bob controls Forest and Forest
    And Alice's library, from the top, is Plains, Plains and Plains
    And Bob's library, from the top, is Mountain, Mountain and Mountain

  @ruling:1cddafc7cb07 @cr:702.170c @cr:608.2b
  Rule: The exiled spell doesn't resolve
    Spells that can't be countered can still be exiled by Aven Interrupter's triggered ability. They won't resolve.

    No spell of the card data says it can't be countered, so these scenarios show the part the data allows: an
    exiled spell doesn't resolve, where the same spell left alone does.

    @id:otj-aven-interrupter-exiled-spell-doesnt-resolve
    Scenario: Bob's Lightning Bolt at Alice is exiled by Aven Interrupter's ability: Alice stays at 20 life
      Given Bob has Lightning Bolt in his hand
      And Bob has {R} in his mana pool
      And Bob will choose Alice as targets
      And Alice will choose Lightning Bolt as targets
      When Bob casts Lightning Bolt from his hand
      And Bob passes priority
      And Alice casts Aven Interrupter from her hand
      And all players pass priority until the stack is empty
      Then Lightning Bolt is in exile
      And Alice's life total is 20

    @id:otj-aven-interrupter-spell-left-alone-resolves
    Scenario: Without Aven Interrupter's answer, Bob's Lightning Bolt resolves: Alice is at 17 life
      Given Bob has Lightning Bolt in his hand
      And Bob has {R} in his mana pool
      And Bob will choose Alice as targets
      When Bob casts Lightning Bolt from his hand
      And all players pass priority until the stack is empty
      Then Alice's life total is 17
      And Bob has Lightning Bolt in his graveyard

  @ruling:b8915b4cdabb @cr:400.7 @cr:702.170d
  Rule: The plotted card cast later is a new spell: the first spell's choices aren't carried over
    If the plotted card's owner casts it, the spell has no relation to the spell that player originally cast. Any
    choices made for the original spell aren't carried over to the new one.

    @id:otj-aven-interrupter-new-spell-new-target
    Scenario: Bob's Lightning Bolt first aimed at Alice is cast again from exile next turn at Aven Interrupter
      Given Bob has Lightning Bolt in his hand
      And Bob has {R} in his mana pool
      And Bob will choose Alice, then Aven Interrupter as targets
      And Alice will choose Lightning Bolt as targets
      When Bob casts Lightning Bolt from his hand
      And Bob passes priority
      And Alice casts Aven Interrupter from her hand
      And all players pass priority until the stack is empty
      And the game advances to Alice's precombat main phase
      And the game advances to Bob's precombat main phase
      And Bob casts Lightning Bolt from exile by tapping Forest and Forest
      And all players pass priority until the stack is empty
      Then Alice has Aven Interrupter in her graveyard
      And Alice's life total is 20

    @id:otj-aven-interrupter-new-spell-same-target-chosen-again
    Scenario: Bob may choose Alice again for the new spell: it is his choice now, and Alice goes to 17
      Given Bob has Lightning Bolt in his hand
      And Bob has {R} in his mana pool
      And Bob will choose Alice, then Alice as targets
      And Alice will choose Lightning Bolt as targets
      When Bob casts Lightning Bolt from his hand
      And Bob passes priority
      And Alice casts Aven Interrupter from her hand
      And all players pass priority until the stack is empty
      And the game advances to Alice's precombat main phase
      And the game advances to Bob's precombat main phase
      And Bob casts Lightning Bolt from exile by tapping Forest and Forest
      And all players pass priority until the stack is empty
      Then Alice's life total is 17
      And Alice controls Aven Interrupter

  @ruling:d06d1befdcef @cr:702.170d @cr:601.2f
  Rule: The card it plots can't be cast the turn it became plotted; later it costs Aven Interrupter's {2}
    You can't cast a plotted card on the same turn it became plotted.

    @id:otj-aven-interrupter-plotted-same-turn-refused
    Scenario: Bob's Grizzly Bears spell is exiled and plotted: Bob can't cast it from exile this turn
      Given Bob has Grizzly Bears in his hand
      And Bob has {G}{C} in his mana pool
      And Alice will choose Grizzly Bears as targets
      When Bob casts Grizzly Bears from his hand
      And Bob passes priority
      And Alice casts Aven Interrupter from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears is in exile
      When Bob tries to cast Grizzly Bears from exile by tapping Forest and Forest
      Then that is rejected by rule 702.170d
      And Grizzly Bears is in exile

    @id:otj-aven-interrupter-plotted-next-turn-pays-increase
    Scenario: On his next turn Bob casts the plotted Grizzly Bears, paying only Aven Interrupter's {2}
      Given Bob has Grizzly Bears in his hand
      And Bob has {G}{C} in his mana pool
      And Alice will choose Grizzly Bears as targets
      When Bob casts Grizzly Bears from his hand
      And Bob passes priority
      And Alice casts Aven Interrupter from her hand
      And all players pass priority until the stack is empty
      And the game advances to Alice's precombat main phase
      And the game advances to Bob's precombat main phase
      And Bob casts Grizzly Bears from exile by tapping Forest and Forest
      And all players pass priority until the stack is empty
      Then Bob controls Grizzly Bears
