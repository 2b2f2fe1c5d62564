Feature: Cruelclaw's Heist: the exiled card is cast paying its costs and following its timing rules; the gift comes first
  Cruelclaw's Heist {B}{B} — Sorcery: Gift a card (You may promise an opponent a gift as you cast this spell.
  If you do, they draw a card before its other effects.) Target opponent reveals their hand. You choose a
  nonland card from it. Exile that card. If the gift was promised, you may cast that card for as long as it
  remains exiled, and mana of any type can be spent to cast it.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions, CruelclawsHeist.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318); the gift text is recorded for
  each gift card. CR 601.3 and 611.2a (a permission to cast the exiled card), 601.2f-h (its costs are paid),
  307.1 (a sorcery is cast in a main phase with an empty stack), 609.4b (mana of any type can be spent),
  702.174e and 702.174j (the gift: Bob draws a card as the spell resolves, before its other effects).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Cruelclaw's Heist in her hand
    And Alice's library, from the top, is Island and Forest

  @ruling:faffe2de06ce @cr:601.3 @cr:307.1 @cr:601.2h @cr:609.4b
  Rule: The exiled card is cast following all the usual costs and timing rules
    You pay all costs and follow all timing rules for a spell cast this way. For example, if the exiled card is
    a sorcery, you may cast it only during your main phase while the stack is empty.

    @id:blb-cruelclaws-heist-cast-exiled-sorcery
    Scenario: Alice exiles Bob's Divination and casts it from exile, paying {2}{U} with black mana
      Given Bob has Divination, Lightning Bolt and Forest in his hand
      And Bob's library, from the top, is Plains
      And Alice has {B}{B}{B}{B}{B} in her mana pool
      And Alice will choose Bob to promise the gift to
      And Alice will choose Bob as targets
      And Alice will choose Divination to exile
      When Alice casts Cruelclaw's Heist from her hand
      And all players pass priority until the stack is empty
      Then Divination is in exile
      When Alice casts Divination from exile
      And all players pass priority until the stack is empty
      Then Alice has Island and Forest in her hand
      And Bob has Divination in his graveyard

    @id:blb-cruelclaws-heist-sorcery-timing
    Scenario: With Lightning Bolt on the stack Alice can't cast the exiled Divination (307.1), nor with no mana to pay for it (601.2h)
      Given Bob has Divination, Lightning Bolt and Forest in his hand
      And Bob's library, from the top, is Plains
      And Alice has Lightning Bolt in her hand
      And Alice has {B}{B}{R}{B}{B}{B} in her mana pool
      And Alice will choose Bob to promise the gift to
      And Alice will choose Bob, then Bob as targets
      And Alice will choose Divination to exile
      When Alice casts Cruelclaw's Heist from her hand
      And all players pass priority until the stack is empty
      And Alice casts Lightning Bolt from her hand
      And Alice tries to cast Divination from exile
      Then that is rejected by rule 307.1
      When all players pass priority until the stack is empty
      And Alice casts Divination from exile
      And all players pass priority until the stack is empty
      Then Alice has Island and Forest in her hand

  @ruling:39688066a60a @cr:702.174j @cr:702.174e
  Rule: The gift is given as the spell resolves, before its other effects
    For instants and sorceries with gift, the gift is given to the appropriate opponent as part of the
    resolution of the spell. This happens before any of the spell's other effects would take place.

    @id:blb-cruelclaws-heist-gift-first
    Scenario: Bob draws Lightning Bolt as the gift before revealing his hand: Alice can choose it and exile it
      Given Bob has Forest in his hand
      And Bob's library, from the top, is Lightning Bolt
      And Alice has {B}{B} in her mana pool
      And Alice will choose Bob to promise the gift to
      And Alice will choose Bob as targets
      When Alice casts Cruelclaw's Heist from her hand
      Then Bob has no Lightning Bolt in his hand
      When all players pass priority until the stack is empty
      Then Lightning Bolt is in exile
      And Bob has Forest in his hand

    @id:blb-cruelclaws-heist-no-gift
    Scenario: With no gift promised, Bob draws nothing; Divination is exiled, and Alice may not cast it (601.3)
      Given Bob has Divination and Forest in his hand
      And Bob's library, from the top, is Lightning Bolt
      And Alice has {B}{B}{U}{C}{C} in her mana pool
      And Alice will choose no one to promise the gift to
      And Alice will choose Bob as targets
      When Alice casts Cruelclaw's Heist from her hand
      And all players pass priority until the stack is empty
      Then Divination is in exile
      And Bob has no Lightning Bolt in his hand
      When Alice tries to cast Divination from exile
      Then that is rejected by rule 601.3
