Feature: Calamitous Tide: a spell whose every target is illegal doesn't resolve
  Calamitous Tide {4}{U}{U} — Sorcery: Return up to two target creatures to their owners' hands. Draw two cards,
  then discard a card.

  Ruling: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card definitions).
  CR 608.2b: a spell whose targets are all illegal as it tries to resolve doesn't resolve; one legal target is
  enough for it to resolve, doing what it can.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Grizzly Bears and Memnite
    And Alice's library, from the top, is Island, Forest
    And Alice has Calamitous Tide and 2 Lightning Bolt in her hand
    And Alice has {U}{U}{C}{C}{C}{C}{R}{R} in her mana pool

  @ruling:d490e2bb4b3c @cr:608.2b @cr:115.1
  Rule: With both its targets gone, Calamitous Tide does nothing, not even its draw
    If all of the targets are illegal as Calamitous Tide tries to resolve, it won't resolve and none of its
    effects will happen. You won't draw or discard any cards.

    @id:blb-calamitous-tide-all-targets-illegal
    Scenario: Both creatures Calamitous Tide targets die in response: Alice draws nothing
      Given Alice will choose Grizzly Bears, then Memnite, then Grizzly Bears, then Memnite as targets
      When Alice casts Calamitous Tide from her hand
      And Alice casts Lightning Bolt from her hand
      And Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then Bob has Grizzly Bears and Memnite in his graveyard
      And the top card of Alice's library is Island
      And Alice has Calamitous Tide and 2 Lightning Bolt in her graveyard

    @id:blb-calamitous-tide-one-target-legal
    Scenario: With one of its two targets still legal, Calamitous Tide resolves: it returns it, and Alice draws and discards
      Given Alice will choose Grizzly Bears, then Memnite, then Memnite as targets
      And Alice will choose Forest to discard
      When Alice casts Calamitous Tide from her hand
      And Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then Bob has Grizzly Bears in his hand
      And Bob has Memnite in his graveyard
      And Alice has Island and Lightning Bolt in her hand
      And Alice has Forest, Calamitous Tide and Lightning Bolt in her graveyard
